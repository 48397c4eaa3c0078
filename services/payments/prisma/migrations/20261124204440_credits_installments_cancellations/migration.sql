-- CreateEnum
CREATE TYPE "credit_status" AS ENUM ('available', 'applied', 'refunded');

-- AlterEnum
ALTER TYPE "payment_purpose" ADD VALUE 'contract_installment';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "contract_id" UUID;

-- AlterTable
ALTER TABLE "contract_terms" ADD COLUMN     "fee_option" TEXT,
ADD COLUMN     "total_fee_cents" INTEGER;

-- CreateTable
CREATE TABLE "contract_cancellations" (
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "cancelled_by" TEXT NOT NULL,
    "cancelled_by_user_id" UUID NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contract_cancellations_pkey" PRIMARY KEY ("contract_id")
);

-- CreateTable
CREATE TABLE "replacement_credits" (
    "id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "source_contract_id" UUID NOT NULL,
    "source_cosigner_id" UUID NOT NULL,
    "source_payment_id" UUID NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" "credit_status" NOT NULL DEFAULT 'available',
    "applied_to_contract_id" UUID,
    "applied_payment_id" UUID,
    "refund_started_at" TIMESTAMPTZ(3),
    "applied_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "replacement_credits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "installment_entries" (
    "entry_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "cosigner_paypal_email" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "paid_payment_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "installment_entries_pkey" PRIMARY KEY ("entry_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "replacement_credits_source_contract_id_key" ON "replacement_credits"("source_contract_id");

-- CreateIndex
CREATE UNIQUE INDEX "replacement_credits_applied_to_contract_id_key" ON "replacement_credits"("applied_to_contract_id");

-- CreateIndex
CREATE INDEX "replacement_credits_renter_id_status_idx" ON "replacement_credits"("renter_id", "status");

-- CreateIndex
CREATE INDEX "replacement_credits_source_payment_id_idx" ON "replacement_credits"("source_payment_id");

-- CreateIndex
CREATE INDEX "installment_entries_contract_id_idx" ON "installment_entries"("contract_id");

-- Backfill: a contract step's subject is its contract.
UPDATE "payments" SET "contract_id" = "subject_id"
WHERE "purpose" IN ('contract_platform_fee', 'contract_cosigner_payment') AND "contract_id" IS NULL;
