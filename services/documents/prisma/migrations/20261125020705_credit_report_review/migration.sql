-- CreateEnum
CREATE TYPE "CreditReportReviewStatus" AS ENUM ('pending', 'verified', 'rejected');

-- AlterTable
ALTER TABLE "credit_reports" ADD COLUMN     "rejection_reason" TEXT,
ADD COLUMN     "review_status" "CreditReportReviewStatus" NOT NULL DEFAULT 'pending',
ADD COLUMN     "reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "reviewed_by" UUID;

-- CreateIndex
CREATE INDEX "credit_reports_review_status_uploaded_at_idx" ON "credit_reports"("review_status", "uploaded_at");

-- Reports marked verified before reviews existed (none are expected) keep their state.
UPDATE "credit_reports" SET "review_status" = 'verified' WHERE "verified";
