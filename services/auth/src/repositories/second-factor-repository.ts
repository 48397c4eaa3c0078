import type { RecoveryCode, SecondFactor } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type { SecondFactor }

/** The TOTP second factors and their recovery codes (issue 30). */
export const secondFactorRepository = {
  find: (db: Db, userId: string): Promise<SecondFactor | null> => db.secondFactor.findUnique({ where: { userId } }),
  /** Starts (or restarts) an enrollment: a new secret, not enabled until its first code. */
  startEnrollment: (db: Db, userId: string, secretCipher: string) =>
    db.secondFactor.upsert({
      where: { userId },
      create: { userId, secretCipher },
      update: { secretCipher, enabledAt: null },
    }),
  /** Enables a waiting enrollment; false when it was enabled already (another request won). */
  enable: async (db: Db, userId: string, now: Date): Promise<boolean> =>
    (await db.secondFactor.updateMany({ where: { userId, enabledAt: null }, data: { enabledAt: now } })).count === 1,
  remove: (db: Db, userId: string) => db.secondFactor.deleteMany({ where: { userId } }),
  /** Replaces the user's recovery codes with these hashes. */
  replaceRecoveryCodes: async (db: Db, userId: string, codeHashes: string[]) => {
    await db.recoveryCode.deleteMany({ where: { userId } })
    await db.recoveryCode.createMany({ data: codeHashes.map((codeHash) => ({ userId, codeHash })) })
  },
  /** Uses a recovery code once: false when unknown or already used (a concurrent use wins only once). */
  useRecoveryCode: async (db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> =>
    (await db.recoveryCode.updateMany({ where: { userId, codeHash, usedAt: null }, data: { usedAt: now } })).count === 1,
  countUnusedRecoveryCodes: (db: Db, userId: string): Promise<number> =>
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
  removeRecoveryCodes: (db: Db, userId: string) => db.recoveryCode.deleteMany({ where: { userId } }),
}
export type { RecoveryCode }
