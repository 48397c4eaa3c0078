-- AlterTable
ALTER TABLE "signed_agreements" ADD COLUMN     "cosigner_name" TEXT,
ADD COLUMN     "lease_end_date" CHAR(10),
ADD COLUMN     "lease_start_date" CHAR(10),
ADD COLUMN     "max_liability_cents" INTEGER,
ADD COLUMN     "property_address" TEXT,
ADD COLUMN     "renter_name" TEXT;

-- CreateTable
CREATE TABLE "agreement_shares" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" UUID,

    CONSTRAINT "agreement_shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_contract_statuses" (
    "contract_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_contract_statuses_pkey" PRIMARY KEY ("contract_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agreement_shares_token_hash_key" ON "agreement_shares"("token_hash");

-- CreateIndex
CREATE INDEX "agreement_shares_contract_id_created_at_idx" ON "agreement_shares"("contract_id", "created_at" DESC);
