-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3),
ADD COLUMN     "privacy_version" INTEGER,
ADD COLUMN     "terms_version" INTEGER;

-- CreateTable
CREATE TABLE "legal_consents" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "terms_version" INTEGER NOT NULL,
    "privacy_version" INTEGER NOT NULL,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "legal_consents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_exports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'gathering',
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ready_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "archive" BYTEA,
    "size_bytes" INTEGER,

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_export_parts" (
    "export_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_export_parts_pkey" PRIMARY KEY ("export_id","service")
);

-- CreateTable
CREATE TABLE "deletion_guard_contracts" (
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "deletion_guard_contracts_pkey" PRIMARY KEY ("contract_id")
);

-- CreateTable
CREATE TABLE "deletion_guard_installments" (
    "entry_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "paid" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "deletion_guard_installments_pkey" PRIMARY KEY ("entry_id")
);

-- CreateIndex
CREATE INDEX "legal_consents_user_id_accepted_at_idx" ON "legal_consents"("user_id", "accepted_at");

-- CreateIndex
CREATE INDEX "data_exports_user_id_requested_at_idx" ON "data_exports"("user_id", "requested_at");

-- CreateIndex
CREATE INDEX "data_exports_status_idx" ON "data_exports"("status");

-- CreateIndex
CREATE INDEX "deletion_guard_contracts_renter_id_idx" ON "deletion_guard_contracts"("renter_id");

-- CreateIndex
CREATE INDEX "deletion_guard_contracts_cosigner_id_idx" ON "deletion_guard_contracts"("cosigner_id");

-- CreateIndex
CREATE INDEX "deletion_guard_installments_renter_id_idx" ON "deletion_guard_installments"("renter_id");

-- CreateIndex
CREATE INDEX "deletion_guard_installments_cosigner_id_idx" ON "deletion_guard_installments"("cosigner_id");

-- AddForeignKey
ALTER TABLE "legal_consents" ADD CONSTRAINT "legal_consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_export_id_fkey" FOREIGN KEY ("export_id") REFERENCES "data_exports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
