import {
  CLIENT_FIGURES_CONTRACTS_LIMIT,
  type ClientContractCounts,
  type ClientContractFiguresResponse,
  type ContractStatus,
} from '@cosign/api'
import { earningsTotalsOf } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { moneyRepository } from '../repositories/money-repository.js'
import { moneyOfContracts, renterSummaryOf } from './contract-money.js'
import { toSummaryDto } from './contract-dto.js'

/** Which count a contract status falls in (definitions on ClientContractCounts). */
const BUCKET: Record<ContractStatus, keyof ClientContractCounts> = {
  awaiting_cosigner: 'inProgress',
  cosigner_signed: 'inProgress',
  fully_signed: 'inProgress',
  finalized: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
}

/** Counts of one side of a client's contracts from (status, count) groups; unknown statuses are ignored. */
export function countContracts(
  groups: ReadonlyArray<{ status: string; count: number }>,
): ClientContractCounts {
  const counts: ClientContractCounts = { active: 0, inProgress: 0, completed: 0, cancelled: 0 }
  for (const { status, count } of groups) {
    const bucket = BUCKET[status as ContractStatus]
    if (bucket) counts[bucket] += count
  }
  return counts
}

/** GET /contracts/admin/clients/:userId/figures: the client's contract counts as each party, and their newest contracts. */
export async function getClientContractFigures(
  db: Db,
  userId: string,
): Promise<ClientContractFiguresResponse> {
  const groups = (where: { renterId: string } | { cosignerId: string }) =>
    db.contract
      .groupBy({ by: ['status'], where, _count: { _all: true } })
      .then((rows) => rows.map((r) => ({ status: r.status, count: r._count._all })))
  const [asRenter, asCosigner, contracts, renterContracts, cosignerContracts] = await Promise.all([
    groups({ renterId: userId }),
    groups({ cosignerId: userId }),
    db.contract.findMany({
      where: { OR: [{ renterId: userId }, { cosignerId: userId }] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: CLIENT_FIGURES_CONTRACTS_LIMIT,
      select: {
        id: true,
        status: true,
        renterId: true,
        cosignerId: true,
        renterName: true,
        cosignerName: true,
        feeOption: true,
        feeCents: true,
        leaseStartDate: true,
        leaseEndDate: true,
        createdAt: true,
        step1Status: true,
        step1AmountCents: true,
        step1At: true,
        step1PaidByCredit: true,
        step2Status: true,
        step2AmountCents: true,
        step2At: true,
        step2PaidByCredit: true,
      },
    }),
    // The same contracts the client's ledger adds up, and those the cosigner's earnings list.
    moneyRepository.contractsOf(db, { renterId: userId }),
    moneyRepository.earningContracts(db, userId),
  ])
  const [renterMoney, cosignerMoney] = await Promise.all([
    moneyOfContracts(db, renterContracts, true),
    moneyOfContracts(db, cosignerContracts, false),
  ])
  return {
    asRenter: countContracts(asRenter),
    asCosigner: countContracts(asCosigner),
    contracts: contracts.map(toSummaryDto),
    renterMoney: renterSummaryOf([...renterMoney.values()].map((m) => m.renter)),
    cosignerMoney: earningsTotalsOf([...cosignerMoney.values()].flatMap((m) => m.cosigner.payouts)),
  }
}
