import { randomUUID } from 'node:crypto'
import { CONTRACT_MESSAGES, dueAtSigningCents, installmentSchedule, splitContractFee } from '@cosign/api'
import { agreementData } from '../model/agreement.js'
import { notificationRows } from '../model/notifications.js'
import type { ContractRow } from '../model/rows.js'
import { dateOf, isoDate, termsOfContract } from '../model/terms.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/**
 * Both steps are paid: the contract becomes final (in the payment event's transaction, the row locked by the
 * caller). The ledger gets the two steps the renter paid at signing as paid entries and, for
 * installments, one pending entry per month of installmentSchedule(terms), whose ids go out with
 * `contract.finalized` so payments can sell each one.
 */
export async function finalizeContract(deps: Deps, tx: Tx, c: ContractRow, at: Date): Promise<boolean> {
  const { contracts, ledger, outbox, record } = deps
  if (!(await contracts.markFinalized(tx, c.id, at))) return false
  const terms = termsOfContract(c)
  const base = { contractId: c.id, renterId: c.renterId, cosignerId: c.cosignerId, entryType: 'payment' }
  // What the renter paid at signing, as the two steps they paid (the breakdown's lines): step 1 (platform fee +
  // processing fee) and step 2 (the rest of the fee or down payment, to the cosigner), each on its own date.
  const split = splitContractFee(dueAtSigningCents(terms))
  const steps = [
    { amountCents: split.step1Cents, at: c.step1At ?? at, credit: c.step1PaidByCredit, description: 'Step 1: platform fee and processing fee' },
    {
      amountCents: split.step2Cents,
      at: c.step2At ?? at,
      credit: c.step2PaidByCredit,
      description: terms.feeOption === 'installments' ? 'Step 2: down payment to the cosigner' : 'Step 2: cosigner payment',
    },
  ]
  for (const step of steps)
    if (step.amountCents > 0)
      await ledger.add(tx, {
        ...base,
        id: randomUUID(),
        status: 'paid',
        amountCents: step.amountCents,
        dueDate: dateOf(isoDate(step.at)),
        paidDate: step.at,
        description: step.credit ? `${step.description} (paid by replacement credit)` : step.description,
      })
  const installments = installmentSchedule(terms).map((row) => ({ ...row, entryId: randomUUID() }))
  for (const row of installments)
    await ledger.add(tx, {
      ...base,
      id: row.entryId,
      status: 'pending',
      amountCents: row.amountCents,
      dueDate: dateOf(row.dueDate),
      description: `Installment ${row.number} of ${installments.length}`,
      installmentNumber: row.number,
    })
  await contracts.addHistory(tx, {
    contractId: c.id,
    status: 'finalized',
    actorId: null,
    actorRole: 'system',
    note: 'Finalized: both payment steps completed',
    at,
  })
  const [signatures, history] = await Promise.all([
    contracts.signatures(tx, c.id),
    contracts.history(tx, c.id),
  ])
  const parties = { contractId: c.id, renterId: c.renterId, cosignerId: c.cosignerId }
  await outbox.add(
    tx,
    record('contract.finalized', {
      ...parties,
      installments: installments.map((r) => ({ entryId: r.entryId, amountCents: r.amountCents, dueDate: r.dueDate })),
      // The final agreement (documents issues it as the PDF, its certificate listing the payment steps).
      agreement: agreementData({ ...c, status: 'finalized', finalizedAt: at }, terms, signatures, history, 'finalized'),
    }),
    ...notificationRows(record, [c.renterId, c.cosignerId], 'Contract finalized', CONTRACT_MESSAGES.finalized),
  )
  return true
}
