import type { ContractDto } from '@cosign/api'
import { paymentHoldOf } from '../model/payment-hold.js'
import type { Deps } from './deps.js'

/** The contract answer with its payment hold for the viewer (issue 27; model/payment-hold.ts). */
export async function withPaymentHold(
  deps: Pick<Deps, 'db' | 'readModels'>,
  dto: ContractDto,
  viewerId: string | null,
): Promise<ContractDto> {
  const confirmed = await deps.readModels.payoutEmailConfirmed(deps.db, dto.cosignerId, dto.cosignerPaypalEmail)
  const viewerIsCosigner = !!viewerId && viewerId.toLowerCase() === dto.cosignerId.toLowerCase()
  return { ...dto, paymentHold: paymentHoldOf(dto, confirmed, viewerIsCosigner) }
}
