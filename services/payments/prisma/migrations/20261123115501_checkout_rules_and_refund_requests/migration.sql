-- AlterTable
ALTER TABLE "profile_owners" ADD COLUMN     "status" TEXT,
ADD COLUMN     "status_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "user_accounts" (
    "user_id" UUID NOT NULL,
    "role" TEXT,
    "role_at" TIMESTAMPTZ(3),
    "is_active" BOOLEAN,
    "active_at" TIMESTAMPTZ(3),

    CONSTRAINT "user_accounts_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "match_request_unlocks" (
    "request_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "match_request_unlocks_pkey" PRIMARY KEY ("request_id")
);

-- CreateTable
CREATE TABLE "refund_requests" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "admin_id" UUID NOT NULL,
    "notes" TEXT NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refund_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "match_request_unlocks_renter_id_cosigner_id_idx" ON "match_request_unlocks"("renter_id", "cosigner_id");

-- CreateIndex
CREATE INDEX "refund_requests_payment_id_idx" ON "refund_requests"("payment_id");

-- CreateIndex
CREATE INDEX "refund_requests_requested_at_idx" ON "refund_requests"("requested_at");

-- CreateIndex
CREATE INDEX "profile_owners_user_id_idx" ON "profile_owners"("user_id");
