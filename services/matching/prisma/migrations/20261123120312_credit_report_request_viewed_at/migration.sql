-- AlterTable
ALTER TABLE "credit_report_requests" ADD COLUMN     "viewed_at" TIMESTAMPTZ(3);
