import { payoutEmailKey, type ContractDto, type ContractSummaryDto } from '@cosign/api'
import { paymentHoldOf } from '../model/payment-hold.js'
import type { Deps } from './deps.js'

const isCosigner = (viewerId: string | null, cosignerId: string) =>
  !!viewerId && viewerId.toLowerCase() === cosignerId.toLowerCase()

/** The contract answer with its payment hold for the viewer (issue 27; model/payment-hold.ts). */
export async function withPaymentHold(
  deps: Pick<Deps, 'db' | 'readModels'>,
  dto: ContractDto,
  viewerId: string | null,
): Promise<ContractDto> {
  const confirmed = await deps.readModels.payoutEmailConfirmed(deps.db, dto.cosignerId, dto.cosignerPaypalEmail)
  return { ...dto, paymentHold: paymentHoldOf(dto, confirmed, isCosigner(viewerId, dto.cosignerId)) }
}

/**
 * A list's summaries with their payment holds for the viewer, read in one query: the dashboard's "Pay step"
 * shortcut and the ledger's installment button wait like the contract's page does.
 */
export async function withPaymentHolds(
  deps: Pick<Deps, 'db' | 'readModels'>,
  rows: Array<{ cosignerId: string; cosignerPaypalEmail: string }>,
  dtos: ContractSummaryDto[],
  viewerId: string | null,
): Promise<ContractSummaryDto[]> {
  const pairs = rows.map((r) => ({ userId: r.cosignerId, paypalEmail: r.cosignerPaypalEmail }))
  const confirmed = await deps.readModels.confirmedPayoutEmails(deps.db, pairs)
  return dtos.map((dto, i) => {
    const key = payoutEmailKey(pairs[i].userId, pairs[i].paypalEmail)
    const payeeConfirmed = confirmed.has(`${key.userId} ${key.paypalEmail}`)
    return { ...dto, paymentHold: paymentHoldOf(dto, payeeConfirmed, isCosigner(viewerId, dto.cosignerId)) }
  })
}
