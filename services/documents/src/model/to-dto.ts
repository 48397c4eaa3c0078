import type { CreditReportDto, CreditReportReviewDto, DocumentDto } from '@cosign/api'
import type { CreditReport, Document } from '../generated/prisma/client.js'

export function toCreditReportDto(r: CreditReport): CreditReportDto {
  return {
    id: r.id,
    creditScore: r.creditScore,
    fileName: r.fileName,
    fileType: r.fileType,
    fileSize: r.fileSize,
    uploadedAt: r.uploadedAt.toISOString(),
    verified: r.reviewStatus === 'verified',
    reviewStatus: r.reviewStatus,
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    rejectionReason: r.rejectionReason,
  }
}

export function toCreditReviewDto(r: CreditReport, isLatest: boolean, userName: string | null): CreditReportReviewDto {
  return { ...toCreditReportDto(r), userId: r.userId, userName, isLatest }
}

export function toDocumentDto(d: Document, publicPath: string): DocumentDto {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    fileName: d.fileName,
    fileType: d.fileType,
    fileSize: d.fileSize,
    targetAudience: d.targetAudience,
    uploadedBy: d.uploadedBy,
    isActive: d.isActive,
    createdAt: d.createdAt.toISOString(),
    downloadUrl: `${publicPath}/documents/${d.id}/download`,
  }
}
