// The public verification page of a signed agreement. /verify/<token>: what a landlord needs (names, property,
// term, maximum liability, status, issue date, fingerprint) and a check of the PDF they were given. /verify:
// anyone checks whether the platform issued a PDF. The page's frame is pre-rendered; the agreement is read in
// the browser (the token never reaches a cache or a build).
import { useId, useState, type FormEvent } from 'react'
import { SHARED_AGREEMENT_STATUS_LABELS, type SharedAgreementDto } from '@cosign/api'
// Through the shell's shared @cosign/ui, not the contract-format subpath (a bundled copy of the date formatting):
// formatDate is what contract-format's formatLeaseDate calls.
import { formatDate, formatUsd } from '@cosign/ui'
import { AppLink } from '../components/AppLink.js'
import { useAgreementCheck, useSharedAgreement, type CheckResult } from './verify-data.js'

export function VerifyAgreementPage({ token }: { token: string | null }) {
  return (
    <section className="mk-hero mk-verify" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify a cosigning agreement</h1>
      {token ? (
        <SharedAgreement token={token} />
      ) : (
        <>
          <p className="mk-lead">
            Upload the signed agreement PDF you were given to check that the platform issued exactly that
            file.
          </p>
          <PdfCheck token={null} />
        </>
      )}
    </section>
  )
}

function SharedAgreement({ token }: { token: string }) {
  const shared = useSharedAgreement(token)
  if (shared.status === 'loading')
    return (
      <p role="status" className="mk-note">
        Loading the agreement…
      </p>
    )
  if (shared.status === 'error')
    return (
      <div role="alert" className="mk-card mk-verify-bad">
        <p>{shared.message}</p>
        {shared.retry && (
          <button type="button" className="mk-button" onClick={shared.retry}>
            Try again
          </button>
        )}
        <p>
          <AppLink to="/verify">Check a PDF without a link</AppLink>
        </p>
      </div>
    )
  return (
    <>
      <p className="mk-lead">
        The renter or the cosigner shared this agreement with you. Below is what was signed; upload the PDF
        you received to check that it is exactly this agreement.
      </p>
      <AgreementFacts agreement={shared.agreement} />
      <PdfCheck token={token} />
    </>
  )
}

function AgreementFacts({ agreement: a }: { agreement: SharedAgreementDto }) {
  const missing = 'Not stated in this agreement'
  const rows: [string, string][] = [
    ['Renter', a.renterName ?? missing],
    ['Cosigner', a.cosignerName ?? missing],
    ['Property', a.propertyAddress ?? missing],
    [
      'Lease term',
      a.leaseStartDate && a.leaseEndDate
        ? `${formatDate(a.leaseStartDate)} – ${formatDate(a.leaseEndDate)}`
        : missing,
    ],
    ["Cosigner's maximum liability", a.maxLiabilityCents === null ? missing : formatUsd(a.maxLiabilityCents)],
    ['Contract status', SHARED_AGREEMENT_STATUS_LABELS[a.status]],
    ['Issued', formatDate(a.issuedAt)],
  ]
  return (
    <div className="mk-card">
      <h2>The agreement</h2>
      <dl className="mk-facts-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>PDF fingerprint (SHA-256)</dt>
          <dd className="mk-fingerprint" data-testid="agreement-fingerprint">
            {a.sha256}
          </dd>
        </div>
      </dl>
    </div>
  )
}

function PdfCheck({ token }: { token: string | null }) {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const check = useAgreementCheck(token)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file) void check.run(file)
  }
  return (
    <form className="mk-card mk-verify-form" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Check the PDF</h2>
      <label htmlFor={inputId}>Agreement PDF</label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0] ?? null)
          check.reset()
        }}
      />
      <p className="mk-note">The file is checked by its fingerprint and not kept.</p>
      <div className="mk-actions">
        <button type="submit" className="mk-button" disabled={!file || check.result.status === 'checking'}>
          {check.result.status === 'checking' ? 'Checking…' : 'Check the PDF'}
        </button>
      </div>
      <CheckOutcome result={check.result} />
    </form>
  )
}

function CheckOutcome({ result }: { result: CheckResult }) {
  if (result.status === 'idle' || result.status === 'checking')
    return <div role="status" aria-live="polite" />
  if (result.status === 'error')
    return (
      <div role="alert" className="mk-verify-result mk-verify-bad">
        {result.message}
      </div>
    )
  return (
    <div
      role={result.verified ? 'status' : 'alert'}
      className={`mk-verify-result ${result.verified ? 'mk-verify-ok' : 'mk-verify-bad'}`}
      data-testid="verify-result"
    >
      <p>
        <strong>{result.message}</strong>
      </p>
      {result.issuedAt && <p>Issued {formatDate(result.issuedAt)}.</p>}
      {result.sha256 && (
        <p className="mk-note">
          Fingerprint of your file: <span className="mk-fingerprint">{result.sha256}</span>
        </p>
      )}
    </div>
  )
}
