import type { Db } from './db.js'

/**
 * A deleted person's data in contracts (issue 30). Agreements, signatures and ledgers stay (the other party and
 * the law rely on them) with the person's name replaced by the pseudonym; their addresses, emails and the
 * network details of their signing are erased. The export holds their side of each contract, not the other's.
 */
export const privacyRepository = {
  eraseUser: async (db: Db, userId: string, pseudonym: string, deletedEmail: string, deletedAt: Date) => {
    // The retention purge's marker: only contracts a party left are deleted after the retention period.
    await db.contract.updateMany({
      where: { OR: [{ renterId: userId }, { cosignerId: userId }], partyDeletedAt: null },
      data: { partyDeletedAt: deletedAt },
    })
    await db.contract.updateMany({ where: { renterId: userId }, data: { renterName: pseudonym, renterAddress: '' } })
    await db.contract.updateMany({
      where: { cosignerId: userId },
      data: { cosignerName: pseudonym, cosignerAddress: '', cosignerEmail: deletedEmail, cosignerPaypalEmail: deletedEmail },
    })
    await db.contractSignature.updateMany({ where: { signerId: userId }, data: { signerName: pseudonym, ip: '', userAgent: '' } })
    await db.contractEvent.updateMany({ where: { actorId: userId }, data: { ip: null, userAgent: null } })
    await db.directoryUser.updateMany({ where: { userId }, data: { email: null, firstName: pseudonym, lastName: null } })
    await db.cosignerPayout.updateMany({ where: { userId }, data: { paypalEmail: null, location: null } })
    await db.confirmedPayoutEmail.deleteMany({ where: { userId } })
    await db.acceptedMatchRequest.updateMany({ where: { renterId: userId }, data: { renterName: pseudonym, propertyAddress: '' } })
    await db.acceptedMatchRequest.updateMany({ where: { cosignerId: userId }, data: { cosignerName: pseudonym } })
  },
  exportOf: async (db: Db, userId: string) => {
    const contracts = await db.contract.findMany({
      where: { OR: [{ renterId: userId }, { cosignerId: userId }] },
      orderBy: { createdAt: 'asc' },
    })
    const ids = contracts.map((c) => c.id)
    const [signatures, ledger, payout] = await Promise.all([
      db.contractSignature.findMany({
        where: { signerId: userId },
        select: { contractId: true, role: true, signerName: true, signedAt: true, ip: true, userAgent: true, termsHash: true },
      }),
      db.ledgerEntry.findMany({ where: { contractId: { in: ids } }, orderBy: { dueDate: 'asc' } }),
      db.cosignerPayout.findUnique({ where: { userId } }),
    ])
    return {
      // The person's side of each contract: the other party's address and emails are theirs, not in this export.
      'contracts.json': contracts.map((c) => {
        const asRenter = c.renterId === userId
        return {
          id: c.id,
          role: asRenter ? 'renter' : 'cosigner',
          status: c.status,
          yourName: asRenter ? c.renterName : c.cosignerName,
          yourAddress: asRenter ? c.renterAddress : c.cosignerAddress,
          ...(asRenter ? {} : { yourEmail: c.cosignerEmail, yourPaypalEmail: c.cosignerPaypalEmail }),
          propertyAddress: c.propertyAddress,
          leaseStartDate: c.leaseStartDate,
          leaseEndDate: c.leaseEndDate,
          feeOption: c.feeOption,
          feeCents: c.feeCents,
          monthlyRentCents: c.monthlyRentCents,
          maxLiabilityCents: c.maxLiabilityCents,
          createdAt: c.createdAt,
          finalizedAt: c.finalizedAt,
          completedAt: c.completedAt,
        }
      }),
      'signatures.json': signatures,
      'ledger.json': ledger,
      'payout-details.json': payout,
    }
  },
}
