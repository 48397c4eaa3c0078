import { SERVICE_NAMES } from '@cosign/api'
import { formatUsd } from '@cosign/ui'
import { PROCESSING_FEE } from '../content/site.js'
import { useLivePrices } from './useLivePrices.js'

/**
 * The matching fee (a match request is sent through a paid matching session), stated beside the cosigner fee and the processing fee with its live price (services table,
 * read after mount; the pre-rendered page names the fee without a figure, never a typed-in one).
 */
export function MatchingFeeNote() {
  const cents = useLivePrices()?.get(SERVICE_NAMES.cosignerMatching)
  return (
    <p className="mk-section" data-testid="matching-fee-note">
      <strong>Using cosigner matching?</strong> The matching fee
      {cents === undefined ? '' : ` (${formatUsd(cents)} today)`} is paid before you send match requests and
      covers your matching session. It comes on top of the cosigner’s fee and the {PROCESSING_FEE} contract
      processing fee, and your contract’s payment breakdown lists it as paid toward that match.
    </p>
  )
}
