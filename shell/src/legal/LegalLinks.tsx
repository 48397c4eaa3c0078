import { LEGAL_DOCUMENTS } from '@cosign/api'

/**
 * Links to the current Terms of Service and Privacy Policy with their versions, opened in a new tab (the pages
 * are the marketing app's; a form or notice stays as it is).
 */
export function LegalLinks() {
  const docs = [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.privacy]
  return (
    <>
      {docs.map((doc, i) => (
        <span key={doc.path}>
          {i > 0 ? ', ' : null}
          <a href={doc.path} target="_blank" rel="noopener">
            {doc.title}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          version {doc.version} of {doc.effectiveDate}
        </span>
      ))}
    </>
  )
}
