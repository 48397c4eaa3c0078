import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  DOCUMENT_MESSAGES,
  USER_UPLOAD_QUOTA_BYTES,
  type CreditReportResponse,
} from '@cosign/api'
import { AppError, badRequest } from '@cosign/service-kit'
import type { Upload } from '../routes/read-upload.js'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { creditReportKind, MIME_TYPES, STORED_EXTENSIONS } from './file-kinds.js'
import { toCreditReportDto } from './to-dto.js'

export function parseCreditScore(value: string | undefined): number {
  const score = /^\s*\d{3}\s*$/.test(value ?? '') ? Number(value) : NaN
  if (!(score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX))
    throw badRequest(DOCUMENT_MESSAGES.invalidCreditScore)
  return score
}

/**
 * Stores the score and the file together or not at all: the file is moved into place first, the row and
 * its `credit_report.uploaded` event are committed after, and the file is removed again if that fails.
 * A new report is always pending verification. The user's stored reports may total USER_UPLOAD_QUOTA_BYTES:
 * checked under a per-user lock in the inserting transaction, so concurrent uploads cannot both pass.
 */
export async function uploadCreditReport(
  app: FastifyInstance,
  userId: string,
  upload: Upload,
): Promise<CreditReportResponse> {
  const { file } = upload
  try {
    if (!file || file.size === 0) throw badRequest(DOCUMENT_MESSAGES.creditFileRequired)
    const creditScore = parseCreditScore(upload.fields.creditScore)
    const kind = creditReportKind(file.head)
    if (!kind) throw badRequest(DOCUMENT_MESSAGES.invalidCreditFileType, 'INVALID_FILE_TYPE')

    const id = randomUUID()
    const storageKey = `credit-reports/${userId}/${id}.${STORED_EXTENSIONS[kind]}`
    await app.files.commit(file.tempPath, storageKey)
    try {
      const report = await app.prisma.$transaction(async (tx) => {
        await creditReportRepository.lockUploadsOf(tx, userId)
        if ((await creditReportRepository.storedBytesOf(tx, userId)) + file.size > USER_UPLOAD_QUOTA_BYTES)
          throw new AppError(413, 'STORAGE_QUOTA_EXCEEDED', DOCUMENT_MESSAGES.storageQuotaExceeded)
        const created = await creditReportRepository.create(tx, {
          id,
          userId,
          creditScore,
          fileName: file.fileName || `credit-report.${STORED_EXTENSIONS[kind]}`,
          storageKey,
          fileType: MIME_TYPES[kind],
          fileSize: file.size,
          verified: false,
        })
        await tx.outboxEvent.create({
          data: app.events.record('credit_report.uploaded', { userId, creditScore, documentId: id }),
        })
        return created
      })
      void app.events.flush()
      return { creditReport: toCreditReportDto(report) }
    } catch (err) {
      await app.files.remove(storageKey)
      throw err
    }
  } finally {
    if (file) await app.files.discard(file.tempPath)
  }
}
