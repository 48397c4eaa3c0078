-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'completed', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "payment_purpose" AS ENUM ('profile_creation', 'unlock_contact', 'match_request', 'contract_platform_fee', 'contract_cosigner_payment');

-- CreateEnum
CREATE TYPE "admin_action_type" AS ENUM ('refund', 'adjustment');

-- CreateEnum
CREATE TYPE "gateway_mode" AS ENUM ('sandbox', 'live');

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" "payment_purpose" NOT NULL,
    "subject_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "platform_fee_cents" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "status" "payment_status" NOT NULL DEFAULT 'pending',
    "description" TEXT NOT NULL,
    "payment_method" TEXT NOT NULL DEFAULT 'paypal',
    "renter_id" UUID,
    "cosigner_id" UUID,
    "renter_name" TEXT,
    "cosigner_name" TEXT,
    "payee_email" TEXT,
    "metadata" JSONB,
    "provider_order_id" TEXT,
    "provider_capture_id" TEXT,
    "provider_refund_id" TEXT,
    "payer_provider_id" TEXT,
    "failure_reason" TEXT,
    "notes" TEXT,
    "completed_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),
    "adjusted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "price_cents" INTEGER NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_actions" (
    "id" UUID NOT NULL,
    "action_type" "admin_action_type" NOT NULL,
    "target_id" UUID NOT NULL,
    "notes" TEXT NOT NULL,
    "admin_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gateway_config" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "client_id" TEXT NOT NULL,
    "client_secret_encrypted" TEXT NOT NULL,
    "mode" "gateway_mode" NOT NULL DEFAULT 'sandbox',
    "updated_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gateway_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_terms" (
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "cosigner_paypal_email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contract_terms_pkey" PRIMARY KEY ("contract_id")
);

-- CreateTable
CREATE TABLE "user_directory" (
    "user_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_directory_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "profile_owners" (
    "profile_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_owners_pkey" PRIMARY KEY ("profile_id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "event_id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("event_id","consumer")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_order_id_key" ON "payments"("provider_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_capture_id_key" ON "payments"("provider_capture_id");

-- CreateIndex
CREATE INDEX "payments_user_id_created_at_idx" ON "payments"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"("status", "created_at");

-- CreateIndex
CREATE INDEX "payments_purpose_subject_id_status_idx" ON "payments"("purpose", "subject_id", "status");

-- CreateIndex
CREATE INDEX "payments_completed_at_idx" ON "payments"("completed_at");

-- CreateIndex
CREATE UNIQUE INDEX "services_name_key" ON "services"("name");

-- CreateIndex
CREATE INDEX "admin_actions_target_id_idx" ON "admin_actions"("target_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");
