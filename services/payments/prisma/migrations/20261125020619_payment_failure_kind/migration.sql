-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "failure_kind" TEXT;

-- Payments the reconcile job gave up on before this column existed ended the same way as an expiry.
UPDATE "payments" SET "failure_kind" = 'expired'
WHERE "status" = 'failed' AND "failure_reason" = 'Payment was not completed';
