import type { DataExportListResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { consentRepository } from '../repositories/consent-repository.js'
import { dataExportRepository } from '../repositories/data-export-repository.js'
import { inTransaction, type Db } from '../repositories/db.js'
import { notificationPreferenceRepository } from '../repositories/notification-preference-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { describeUserAgent } from '../model/account-sessions.js'
import { listDataExports } from './list-data-exports.js'
import type { Deps } from './deps.js'

/** What auth holds about the user: the account, the consents, the email preferences, the signed-in devices. */
async function authPart(db: Db, userId: string, now: Date) {
  const user = await userRepository.findById(db, userId)
  if (!user) throw notFound('User not found')
  const [consents, preferences, sessions] = await Promise.all([
    consentRepository.listOf(db, userId),
    notificationPreferenceRepository.listByUser(db, userId),
    refreshTokenRepository.listLive(db, userId, now, 50),
  ])
  return {
    'account.json': {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      isActive: user.isActive,
      profileStatus: user.profileStatus,
      creditScore: user.creditScore,
      createdAt: user.createdAt.toISOString(),
    },
    'consents.json': consents.map((c) => ({
      termsVersion: c.termsVersion,
      privacyVersion: c.privacyVersion,
      acceptedAt: c.acceptedAt.toISOString(),
    })),
    'notification-preferences.json': preferences,
    'sessions.json': sessions.map((s) => ({ device: describeUserAgent(s.userAgent), lastActiveAt: s.createdAt.toISOString() })),
  }
}

/**
 * `POST /me/exports` (issue 30): a new export with auth's own part, and `data_export.requested` for the other
 * services, in one transaction; while one is gathering, a second request adds nothing. The archive is built by
 * the export job once every part is in.
 */
export async function requestDataExport(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'now'>,
  userId: string,
): Promise<DataExportListResponse> {
  if (!(await dataExportRepository.gatheringOf(deps.prisma, userId))) {
    const now = deps.now()
    const own = await authPart(deps.prisma, userId, now)
    await inTransaction(deps.prisma, async (tx) => {
      const row = await dataExportRepository.create(tx, userId, now)
      await dataExportRepository.addPart(tx, row.id, userId, 'auth', own)
      await outboxRepository.add(tx, deps.record('data_export.requested', { exportId: row.id, userId }))
    })
    void deps.flush()
  }
  return listDataExports(deps, userId)
}
