import { LEGAL_DOCUMENTS } from '@cosign/api'
import { AppLink } from '../components/AppLink.js'
import { PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalSection } from './legal-content.js'

type LegalKind = keyof typeof LEGAL_DOCUMENTS

const SECTIONS: Record<LegalKind, readonly LegalSection[]> = { terms: TERMS_SECTIONS, privacy: PRIVACY_SECTIONS }

/** The Terms of Service or the Privacy Policy: title, version and date, a contents list, the sections. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const doc = LEGAL_DOCUMENTS[kind]
  const other = LEGAL_DOCUMENTS[kind === 'terms' ? 'privacy' : 'terms']
  const sections = SECTIONS[kind]
  return (
    <>
      <section className="mk-hero">
        <h1>{doc.title}</h1>
        <p className="mk-lead">
          Version {doc.version}, in effect since <time dateTime={doc.effectiveDate}>{doc.effectiveDate}</time>.
        </p>
        <nav aria-label="Contents">
          <ul className="mk-links">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      {sections.map((section) => (
        <section key={section.id} className="mk-section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className="mk-section">
        <p>
          See also the <AppLink to={other.path}>{other.title}</AppLink>. Questions: <AppLink to="/support">Support</AppLink>.
        </p>
      </section>
    </>
  )
}
