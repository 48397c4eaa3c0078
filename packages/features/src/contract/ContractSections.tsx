// The read-only parts of a contract's page: the agreement text, the terms, the signatures and the history.
import { signaturePngBytes, signaturePngHeader, type ContractDto } from '@cosign/api'
import { Card, formatDateTime, formatUsd } from '@cosign/ui'
import { feeOptionLabel, formatLeaseDate, type ContractViewer } from '@cosign/ui/contract-format'
import { historyLine, historyOldestFirst } from './contract-view.js'

/** The agreement as signed (focusable: arriving to sign, it is read first), its version and terms fingerprint. */
export function AgreementCard({ contract }: { contract: ContractDto }) {
  return (
    <Card headingLevel={2} title="Cosigning agreement">
      <div
        id="agreement"
        className="ui-agreement"
        tabIndex={0}
        role="document"
        aria-label="Agreement text"
        data-testid="agreement-text"
      >
        {contract.agreementText.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="ui-field__hint" style={{ marginTop: 'var(--ui-space-2)' }}>
        Agreement version {contract.agreementVersion} · terms fingerprint (SHA-256){' '}
        <code style={{ overflowWrap: 'anywhere' }}>{contract.termsHash}</code>
      </p>
    </Card>
  )
}

export function ContractTermsCard({ contract }: { contract: ContractDto }) {
  return (
    <Card headingLevel={2} title="Terms">
      <TermsList contract={contract} />
    </Card>
  )
}

/**
 * A signature image's pixel size from its PNG header, given to the <img> so the page keeps its room before the
 * image decodes: the cards below it do not jump (pads differ in size from one device to another).
 */
function signatureSize(imagePng: string): { width?: number; height?: number } {
  const bytes = signaturePngBytes(imagePng)
  const header = bytes && signaturePngHeader(bytes)
  return header ? { width: header.width, height: header.height } : {}
}

export function SignaturesCard({ contract }: { contract: ContractDto }) {
  return (
    <Card headingLevel={2} title="Signatures">
      {contract.signatures.length === 0 ? (
        <p className="ui-page__description">No signatures yet.</p>
      ) : (
        <ul className="ui-list-plain ui-grid">
          {contract.signatures.map((signature) => (
            <li key={`${signature.role}-${signature.signedAt}`}>
              <figure style={{ margin: 0 }}>
                {/* '' when the stored image is outside the signature bounds: not sent, not shown. */}
                {signature.imagePng ? (
                  <img
                    src={signature.imagePng}
                    {...signatureSize(signature.imagePng)}
                    alt={`Signature of ${signature.signerName}`}
                    style={{ width: '100%', maxWidth: 320, height: 'auto', background: 'var(--ui-paper)', borderRadius: 8, border: '1px solid var(--ui-border)' }}
                  />
                ) : (
                  <p className="ui-field__hint">Signature image not shown.</p>
                )}
                <figcaption className="ui-field__hint">
                  {signature.role === 'cosigner' ? 'Cosigner' : 'Renter'}: {signature.signerName},{' '}
                  {formatDateTime(signature.signedAt)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function HistoryCard({ contract, viewer }: { contract: ContractDto; viewer: ContractViewer }) {
  return (
    <Card headingLevel={2} title="Status history">
      <ol className="ui-stack" style={{ margin: 0, paddingLeft: 'var(--ui-space-5)' }}>
        {historyOldestFirst(contract.history).map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{historyLine(entry, viewer)}</strong>
            <div className="ui-field__hint">{formatDateTime(entry.at)}</div>
            {entry.note ? <div>{entry.note}</div> : null}
          </li>
        ))}
      </ol>
    </Card>
  )
}

function TermsList({ contract }: { contract: ContractDto }) {
  const installments = contract.feeOption === 'installments'
  return (
    <dl className="ui-dl">
      <Term title="Renter" value={`${contract.renterName}, ${contract.renterAddress}`} />
      <Term title="Cosigner" value={`${contract.cosignerName}, ${contract.cosignerAddress}`} />
      <Term title="Lease start" value={formatLeaseDate(contract.leaseStartDate)} />
      <Term title="Lease end" value={formatLeaseDate(contract.leaseEndDate)} />
      <Term title="Fee option" value={feeOptionLabel(contract.feeOption)} />
      <Term title="Cosigner fee" value={formatUsd(contract.feeCents)} />
      {installments ? (
        <>
          <Term title="Down payment" value={formatUsd(contract.downPaymentCents ?? 0)} />
          <Term
            title="Monthly payments"
            value={`${contract.installmentCount} x ${formatUsd(contract.monthlyPaymentCents ?? 0)}`}
          />
        </>
      ) : null}
      <Term title="Cosigner's PayPal" value={contract.cosignerPaypalEmail} />
    </dl>
  )
}

function Term({ title, value }: { title: string; value: string }) {
  return (
    <div>
      <dt>{title}</dt>
      <dd>{value}</dd>
    </div>
  )
}
