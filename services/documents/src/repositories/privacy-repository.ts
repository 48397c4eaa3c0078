import type { Db } from './db.js'

/**
 * A deleted person's data in documents (issue 30): their credit reports (rows here, files in the file store,
 * removed by the caller) go; the signed agreements stay, the landlord's view naming them by the pseudonym.
 */
export const privacyRepository = {
  /** Deletes the user's credit report rows; answers the storage keys of their files. */
  eraseUser: async (db: Db, userId: string, pseudonym: string): Promise<string[]> => {
    const reports = await db.creditReport.findMany({ where: { userId }, select: { storageKey: true } })
    await db.creditReport.deleteMany({ where: { userId } })
    await db.accountName.deleteMany({ where: { userId } })
    await db.signedAgreement.updateMany({ where: { renterId: userId }, data: { renterName: pseudonym } })
    await db.signedAgreement.updateMany({ where: { cosignerId: userId }, data: { cosignerName: pseudonym } })
    return reports.map((r) => r.storageKey)
  },
  /**
   * Issue 30's retention purge (`contract.purged`): the contract's signed agreement (every issue of it), its
   * landlord share links and status go; answers the storage keys of the PDFs (removed by the caller).
   */
  purgeContract: async (db: Db, contractId: string): Promise<string[]> => {
    const [current, superseded] = await Promise.all([
      db.signedAgreement.findMany({ where: { contractId }, select: { storageKey: true } }),
      db.supersededAgreement.findMany({ where: { contractId }, select: { storageKey: true } }),
    ])
    await db.agreementShare.deleteMany({ where: { contractId } })
    await db.agreementContractStatus.deleteMany({ where: { contractId } })
    await db.supersededAgreement.deleteMany({ where: { contractId } })
    await db.signedAgreement.deleteMany({ where: { contractId } })
    return [...current, ...superseded].map((a) => a.storageKey)
  },
  exportOf: async (db: Db, userId: string) => {
    const [creditReports, agreements] = await Promise.all([
      db.creditReport.findMany({
        where: { userId },
        orderBy: { uploadedAt: 'asc' },
        select: {
          id: true,
          creditScore: true,
          fileName: true,
          fileType: true,
          fileSize: true,
          uploadedAt: true,
          reviewStatus: true,
          reviewedAt: true,
          rejectionReason: true,
        },
      }),
      db.signedAgreement.findMany({
        where: { OR: [{ renterId: userId }, { cosignerId: userId }] },
        select: { contractId: true, stage: true, sha256: true, issuedAt: true, propertyAddress: true },
      }),
    ])
    return { 'credit-reports.json': creditReports, 'signed-agreements.json': agreements }
  },
}
