-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "match_request_id" UUID,
    "status" TEXT NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "renter_name" TEXT NOT NULL,
    "renter_address" TEXT NOT NULL,
    "cosigner_name" TEXT NOT NULL,
    "cosigner_address" TEXT NOT NULL,
    "cosigner_email" TEXT NOT NULL,
    "cosigner_paypal_email" TEXT NOT NULL,
    "lease_start_date" DATE NOT NULL,
    "lease_end_date" DATE NOT NULL,
    "fee_option" TEXT NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "down_payment_cents" INTEGER,
    "monthly_payment_cents" INTEGER,
    "installment_count" INTEGER NOT NULL,
    "platform_fee_cents" INTEGER NOT NULL,
    "processing_fee_cents" INTEGER NOT NULL,
    "agreement_version" INTEGER NOT NULL,
    "terms_hash" TEXT NOT NULL,
    "step1_status" TEXT NOT NULL DEFAULT 'pending',
    "step1_amount_cents" INTEGER NOT NULL,
    "step1_at" TIMESTAMPTZ(3),
    "step1_paid_by_credit" BOOLEAN NOT NULL DEFAULT false,
    "step2_status" TEXT NOT NULL DEFAULT 'pending',
    "step2_amount_cents" INTEGER NOT NULL,
    "step2_at" TIMESTAMPTZ(3),
    "step2_paid_by_credit" BOOLEAN NOT NULL DEFAULT false,
    "cancelled_by" TEXT,
    "cancel_reason" TEXT,
    "finalized_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_signatures" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "signer_id" UUID NOT NULL,
    "signer_name" TEXT NOT NULL,
    "signed_at" TIMESTAMPTZ(3) NOT NULL,
    "ip" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "terms_hash" TEXT NOT NULL,
    "image_png" BYTEA NOT NULL,

    CONSTRAINT "contract_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_events" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_role" TEXT NOT NULL,
    "note" TEXT,
    "ip" TEXT,
    "user_agent" TEXT,

    CONSTRAINT "contract_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "entry_type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "paid_date" TIMESTAMPTZ(3),
    "description" TEXT NOT NULL,
    "installment_number" INTEGER,
    "overdue_notified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "directory_users" (
    "user_id" UUID NOT NULL,
    "email" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "role" TEXT,
    "role_at" TIMESTAMPTZ(3),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "active_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "directory_users_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "cosigner_payouts" (
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "paypal_email" TEXT,
    "location" TEXT,
    "profile_status" TEXT,
    "status_at" TIMESTAMPTZ(3),
    "saved_at" TIMESTAMPTZ(3),

    CONSTRAINT "cosigner_payouts_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "accepted_match_requests" (
    "request_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "renter_name" TEXT NOT NULL,
    "cosigner_name" TEXT NOT NULL,
    "monthly_rent_cents" INTEGER NOT NULL,
    "lease_duration_months" INTEGER NOT NULL,
    "property_address" TEXT NOT NULL,
    "move_in_date" DATE NOT NULL,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accepted_match_requests_pkey" PRIMARY KEY ("request_id")
);

-- CreateIndex
CREATE INDEX "contracts_renter_id_created_at_id_idx" ON "contracts"("renter_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contracts_cosigner_id_created_at_id_idx" ON "contracts"("cosigner_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contracts_created_at_id_idx" ON "contracts"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contracts_match_request_id_idx" ON "contracts"("match_request_id");

-- CreateIndex
CREATE INDEX "contracts_status_lease_end_date_idx" ON "contracts"("status", "lease_end_date");

-- CreateIndex
CREATE UNIQUE INDEX "contract_signatures_contract_id_role_key" ON "contract_signatures"("contract_id", "role");

-- CreateIndex
CREATE INDEX "contract_events_contract_id_at_idx" ON "contract_events"("contract_id", "at");

-- CreateIndex
CREATE INDEX "ledger_entries_contract_id_due_date_idx" ON "ledger_entries"("contract_id", "due_date" DESC);

-- CreateIndex
CREATE INDEX "ledger_entries_renter_id_due_date_idx" ON "ledger_entries"("renter_id", "due_date" DESC);

-- CreateIndex
CREATE INDEX "ledger_entries_cosigner_id_due_date_idx" ON "ledger_entries"("cosigner_id", "due_date" DESC);

-- CreateIndex
CREATE INDEX "ledger_entries_status_due_date_idx" ON "ledger_entries"("status", "due_date");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_contract_id_installment_number_key" ON "ledger_entries"("contract_id", "installment_number");

-- CreateIndex
CREATE INDEX "accepted_match_requests_cosigner_id_accepted_at_idx" ON "accepted_match_requests"("cosigner_id", "accepted_at" DESC);

-- AddForeignKey
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (the Prisma schema language cannot express partial indexes):
-- at most one open (not cancelled) contract per accepted match request; a concurrent double submit of
-- POST /contracts hits this index and the loser answers 409 (contractExists).
CREATE UNIQUE INDEX "contracts_one_open_per_match_request_idx" ON "contracts" ("match_request_id") WHERE "status" <> 'cancelled';
-- The overdue job scans only pending entries by due date.
CREATE INDEX "ledger_entries_pending_due_idx" ON "ledger_entries" ("due_date") WHERE "status" = 'pending';
