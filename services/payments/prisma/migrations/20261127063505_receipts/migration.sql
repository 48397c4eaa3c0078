-- CreateTable
CREATE TABLE "receipt_counters" (
    "year" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "receipt_counters_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "receipts" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payment_id" UUID NOT NULL,
    "purpose" "payment_purpose" NOT NULL,
    "contract_id" UUID,
    "payer_id" UUID NOT NULL,
    "payer_name" TEXT NOT NULL,
    "payee_kind" TEXT NOT NULL,
    "payee_id" UUID,
    "payee_name" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "lines" JSONB NOT NULL,
    "method" TEXT NOT NULL,
    "provider_reference" TEXT,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "receipts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts"("number");

-- CreateIndex
CREATE INDEX "receipts_payer_id_issued_at_idx" ON "receipts"("payer_id", "issued_at");

-- CreateIndex
CREATE INDEX "receipts_payee_id_issued_at_idx" ON "receipts"("payee_id", "issued_at");

-- CreateIndex
CREATE INDEX "receipts_contract_id_idx" ON "receipts"("contract_id");

-- CreateIndex
CREATE UNIQUE INDEX "receipts_year_sequence_key" ON "receipts"("year", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "receipts_payment_id_kind_key" ON "receipts"("payment_id", "kind");
