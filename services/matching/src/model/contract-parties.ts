import { isUuid, type ContractPartiesData } from '@cosign/api'

/** A contract event's parties as stored here: ids lower-cased; null when one is not a UUID (a malformed event). */
export function contractPartiesOf(data: ContractPartiesData): ContractPartiesData | null {
  if (!isUuid(data.contractId) || !isUuid(data.renterId) || !isUuid(data.cosignerId)) return null
  return {
    contractId: data.contractId.toLowerCase(),
    renterId: data.renterId.toLowerCase(),
    cosignerId: data.cosignerId.toLowerCase(),
  }
}
