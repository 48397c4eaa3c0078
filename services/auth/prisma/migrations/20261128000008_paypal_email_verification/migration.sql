-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'PAYPAL_VERIFICATION';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "paypal_email" TEXT,
ADD COLUMN     "paypal_email_event_at" TIMESTAMPTZ(3);
