-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'EMAIL_CHANGE';

-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "user_agent" TEXT;

-- AlterTable
ALTER TABLE "account_tokens" ADD COLUMN     "new_email" TEXT;

-- CreateIndex
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens"("user_id");
