-- AlterTable
ALTER TABLE "accepted_match_requests" ADD COLUMN     "session_payment_id" UUID;

-- CreateTable
CREATE TABLE "renter_service_payments" (
    "payment_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "subject_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,
    "refunded_at" TIMESTAMPTZ(3),

    CONSTRAINT "renter_service_payments_pkey" PRIMARY KEY ("payment_id")
);

-- CreateIndex
CREATE INDEX "renter_service_payments_renter_id_idx" ON "renter_service_payments"("renter_id");
