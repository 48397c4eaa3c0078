import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ContractDto } from '@cosign/api'
import { Alert, Button, Card, Spinner, buttonClass, formatDateTime } from '@cosign/ui'
import { formatLeaseDate } from '@cosign/ui/contract-format'
import { AgreementDownload } from './AgreementDownload.js'
import { partyLabel, useShareLinks, type ShareLinks } from './share-links.js'

/**
 * The ending: shown to both parties on a finalized contract, first on the page. `arrived` (just paid, or the
 * status changed to finalized while the page was open) moves focus to it, so it is what they read next.
 */
export function ContractFinalized({
  contract,
  viewer,
  arrived,
}: {
  contract: ContractDto
  viewer: 'renter' | 'cosigner'
  arrived: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!arrived) return
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'start' })
  }, [arrived])
  const counterpart = viewer === 'renter' ? contract.cosignerName : contract.renterName
  const ledger = `/ledger?contractId=${encodeURIComponent(contract.id)}`
  const chat = `/chat?contractId=${encodeURIComponent(contract.id)}`
  return (
    <section
      className="ui-card contract-finalized"
      aria-labelledby="contract-finalized-title"
      data-testid="contract-finalized"
    >
      <h2 className="ui-card__title" id="contract-finalized-title" ref={heading} tabIndex={-1}>
        Contract finalized
      </h2>
      <Alert variant="success">
        Both of you signed and both payments are in: the agreement backs the lease from{' '}
        {formatLeaseDate(contract.leaseStartDate)} to {formatLeaseDate(contract.leaseEndDate)}.
      </Alert>
      <h3>What happens next</h3>
      <ol className="ui-stack contract-finalized__steps">
        <li>
          <strong>
            {viewer === 'renter'
              ? 'Give the agreement to your landlord.'
              : 'The landlord gets the agreement.'}
          </strong>{' '}
          {viewer === 'renter'
            ? 'Send them the signed PDF, or a link where they see the agreement and check the PDF themselves.'
            : 'The renter gives it to the landlord; you can send them the PDF or a link too.'}
          <div className="ui-stack" style={{ marginTop: 'var(--ui-space-2)' }}>
            <AgreementDownload contractId={contract.id} />
            <ShareWithLandlord contractId={contract.id} viewer={viewer} />
          </div>
        </li>
        <li>
          <strong>
            {viewer === 'renter'
              ? 'Your payments are in the ledger.'
              : 'Your payout and the payments are in the ledger.'}
          </strong>{' '}
          {contract.feeOption === 'installments'
            ? viewer === 'renter'
              ? 'Your monthly installments and their due dates are there.'
              : 'The renter’s monthly installments and their status are there.'
            : 'Both payment steps and their receipts are there.'}{' '}
          <Link to={ledger}>Open the ledger</Link>
        </li>
        <li>
          <strong>Stay in touch with {counterpart}.</strong> Questions about the lease or a payment: write in
          the contract’s chat. <Link to={chat}>Message {counterpart}</Link>
        </li>
      </ol>
    </section>
  )
}

/** Share links for the landlord: create (the URL shown once), list, revoke. Either party. */
export function ShareWithLandlord({ contractId, viewer }: { contractId: string; viewer: 'renter' | 'cosigner' }) {
  const links = useShareLinks(contractId)
  return (
    <Card headingLevel={4} title="Share with your landlord" className="contract-share">
      <p style={{ margin: 0 }}>
        The link opens a page showing the names, the property, the lease term, the cosigner’s maximum
        liability and the contract’s status, where the landlord can upload the PDF to check it. Nothing else:
        no income, credit score or fee. You or {viewer === 'renter' ? 'the cosigner' : 'the renter'} can
        revoke it at any time.
      </p>
      <div>
        <Button onClick={() => void links.create()} loading={links.creating} loadingText="Creating the link…">
          {links.created ? 'Create another link' : 'Share with your landlord'}
        </Button>
      </div>
      {links.createError ? <Alert variant="error">{links.createError}</Alert> : null}
      {links.created ? <CreatedLink url={links.created.url} /> : null}
      <ShareList links={links} viewer={viewer} />
    </Card>
  )
}

function CreatedLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no')
  const input = useRef<HTMLInputElement>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      input.current?.select()
      setCopied('failed')
    }
  }
  return (
    <div className="ui-stack" data-testid="share-link-created">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="share-link-url">
          Link for your landlord
        </label>
        <span id="share-link-url-hint" className="ui-field__hint">
          Copy it now: we keep only its fingerprint, so it cannot be shown again (make a new one if it is
          lost).
        </span>
        <input
          ref={input}
          id="share-link-url"
          className="ui-input"
          readOnly
          value={url}
          aria-describedby="share-link-url-hint"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="ui-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
        <a href={url} target="_blank" rel="noreferrer noopener" className={buttonClass('ghost')}>
          Open the landlord’s page
        </a>
      </div>
      <p role="status" className="ui-field__hint" style={{ margin: 0 }}>
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Copy the selected link with Ctrl+C or ⌘C.'
            : ''}
      </p>
    </div>
  )
}

function ShareList({ links, viewer }: { links: ShareLinks; viewer: 'renter' | 'cosigner' }) {
  if (links.status === 'loading') return <Spinner label="Loading the share links…" />
  if (links.status === 'error')
    return (
      <Alert variant="error">
        {links.loadError}{' '}
        <Button variant="ghost" size="sm" onClick={links.reload}>
          Try again
        </Button>
      </Alert>
    )
  if (links.items.length === 0) return <p className="ui-field__hint">No links shared yet.</p>
  return (
    <div className="ui-stack">
      {links.revokeError ? <Alert variant="error">{links.revokeError}</Alert> : null}
      <ul className="ui-stack contract-share__list" aria-label="Share links">
        {links.items.map((share) => (
          <li key={share.id} className="ui-row" style={{ justifyContent: 'space-between' }}>
            <span>
              Created {formatDateTime(share.createdAt)} by {partyLabel(share.createdByRole, viewer)} ·{' '}
              {share.revokedAt
                ? `Revoked ${formatDateTime(share.revokedAt)}${share.revokedByRole ? ` by ${partyLabel(share.revokedByRole, viewer)}` : ''}`
                : 'Active'}
            </span>
            {share.revokedAt ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void links.revoke(share.id)}
                loading={links.revoking === share.id}
                aria-label={`Revoke the link created ${formatDateTime(share.createdAt)}`}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
