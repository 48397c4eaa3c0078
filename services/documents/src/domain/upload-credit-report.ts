import { randomUUID } from 'node:crypto'
import { DOCUMENT_MESSAGES, USER_UPLOAD_QUOTA_BYTES, type CreditReportResponse } from '@cosign/api'
import { AppError, badRequest } from '@cosign/service-kit'
import { parseCreditScore } from '../model/upload-rules.js'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import type { Deps } from './deps.js'
import { creditReportKind, MIME_TYPES, STORED_EXTENSIONS } from '../model/file-kinds.js'
import { toCreditReportDto } from '../model/to-dto.js'
import { refuseActivePdf, storeWithRow, type Upload } from './upload.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * Stores the score and the file together or not at all: the file is moved into place first, the row and
 * its `credit_report.uploaded` event are committed after, and the file is removed again if that fails.
 * A new report is always pending verification. The user's stored reports may total USER_UPLOAD_QUOTA_BYTES:
 * checked under a per-user lock in the inserting transaction, so concurrent uploads cannot both pass.
 */
export async function uploadCreditReport(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'files'>,
  userId: string,
  upload: Upload,
): Promise<CreditReportResponse> {
  const { files } = deps
  const { file } = upload
  try {
    if (!file || file.size === 0) throw badRequest(DOCUMENT_MESSAGES.creditFileRequired)
    const creditScore = parseCreditScore(upload.fields.creditScore)
    const kind = creditReportKind(file.head)
    if (!kind) throw badRequest(DOCUMENT_MESSAGES.invalidCreditFileType, 'INVALID_FILE_TYPE')
    await refuseActivePdf(kind, file)

    const id = randomUUID()
    const storageKey = `credit-reports/${userId}/${id}.${STORED_EXTENSIONS[kind]}`
    const report = await storeWithRow(deps, file, storageKey, async (tx) => {
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
      await outboxRepository.add(tx, deps.record('credit_report.uploaded', { userId, creditScore, documentId: id }))
      return created
    })
    void deps.flush()
    return { creditReport: toCreditReportDto(report) }
  } finally {
    if (file) await files.discard(file.tempPath)
  }
}
