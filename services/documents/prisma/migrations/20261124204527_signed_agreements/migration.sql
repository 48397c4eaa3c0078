-- CreateTable
CREATE TABLE "signed_agreements" (
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "terms_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "signed_agreements_pkey" PRIMARY KEY ("contract_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "signed_agreements_storage_key_key" ON "signed_agreements"("storage_key");

-- CreateIndex
CREATE UNIQUE INDEX "signed_agreements_sha256_key" ON "signed_agreements"("sha256");
