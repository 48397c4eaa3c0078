-- AlterTable
ALTER TABLE "signed_agreements" ADD COLUMN     "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "stage" TEXT NOT NULL DEFAULT 'fully_signed';

-- CreateTable
CREATE TABLE "superseded_agreements" (
    "sha256" CHAR(64) NOT NULL,
    "contract_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "stage" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "superseded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "superseded_agreements_pkey" PRIMARY KEY ("sha256")
);

-- CreateIndex
CREATE INDEX "superseded_agreements_contract_id_idx" ON "superseded_agreements"("contract_id");

-- Rows issued before: their issue time is their creation time.
UPDATE "signed_agreements" SET "issued_at" = "created_at";
