-- Disputes (issue 13) and the read models they are checked against: payments, and contract status and fee on
-- chat_contracts. The new columns stay null for existing contracts until the disputes read-model consumer (a new
-- durable, so it reads the stream from the start) has applied their contract.* events; no backfill is needed.
-- AlterTable
ALTER TABLE "chat_contracts" ADD COLUMN     "fee_cents" INTEGER,
ADD COLUMN     "status" TEXT,
ADD COLUMN     "status_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "chat_payments" (
    "payment_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "subject_id" UUID,
    "status_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_payments_pkey" PRIMARY KEY ("payment_id")
);

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reporter_name" TEXT NOT NULL,
    "reporter_role" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "priority" TEXT NOT NULL,
    "assigned_to" TEXT,
    "resolution" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispute_history" (
    "id" UUID NOT NULL,
    "dispute_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "actor_id" UUID NOT NULL,
    "actor_role" TEXT NOT NULL,
    "from_value" TEXT,
    "to_value" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dispute_history_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "chat_payments_user_id_idx" ON "chat_payments"("user_id");

-- CreateIndex
CREATE INDEX "disputes_reporter_id_created_at_idx" ON "disputes"("reporter_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "disputes_status_created_at_idx" ON "disputes"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "disputes_created_at_idx" ON "disputes"("created_at" DESC);

-- CreateIndex
CREATE INDEX "dispute_history_dispute_id_created_at_idx" ON "dispute_history"("dispute_id", "created_at");

-- AddForeignKey
ALTER TABLE "dispute_history" ADD CONSTRAINT "dispute_history_dispute_id_fkey" FOREIGN KEY ("dispute_id") REFERENCES "disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
