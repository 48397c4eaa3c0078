import type { CreditReportDto } from '@cosign/api'

/** What the owner reads about the review of their latest credit report. */
export function creditReviewStatusText(report: CreditReportDto | null): { title: string; detail: string } {
  if (!report)
    return { title: 'No credit report yet', detail: 'Upload your credit report to have your score verified.' }
  if (report.reviewStatus === 'verified')
    return {
      title: 'Verified',
      detail: `Your credit score of ${report.creditScore} is verified. A new upload is reviewed again.`,
    }
  if (report.reviewStatus === 'rejected')
    return {
      title: 'Not verified',
      detail: `Your credit report could not be verified${report.rejectionReason ? `: ${report.rejectionReason}` : '.'} You can upload a new one.`,
    }
  return {
    title: 'Pending review',
    detail: `Your credit score of ${report.creditScore} will show as verified once an admin has checked your report.`,
  }
}
