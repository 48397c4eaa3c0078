-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('RENTER', 'COSIGNER', 'ADMIN');

-- CreateEnum
CREATE TYPE "CosignerProfileStatus" AS ENUM ('awaiting_payment', 'pending_review', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "MatchRequestStatus" AS ENUM ('pending', 'accepted', 'declined', 'withdrawn');

-- CreateEnum
CREATE TYPE "CreditReportRequestStatus" AS ENUM ('pending', 'approved', 'denied');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "role" "Role" NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "credit_score" INTEGER,
    "credit_verified" BOOLEAN NOT NULL DEFAULT false,
    "credit_document_id" UUID,
    "credit_uploaded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cosigner_profiles" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "CosignerProfileStatus" NOT NULL DEFAULT 'awaiting_payment',
    "is_active" BOOLEAN NOT NULL DEFAULT false,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "location_key" TEXT NOT NULL,
    "state_key" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,
    "phone" TEXT,
    "paypal_email" TEXT NOT NULL,
    "credit_score" INTEGER NOT NULL,
    "credit_verified" BOOLEAN NOT NULL DEFAULT false,
    "monthly_income_cents" INTEGER NOT NULL,
    "employment_status" TEXT,
    "rental_history_issues" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "max_rent_support_cents" INTEGER NOT NULL,
    "fee_type" TEXT NOT NULL,
    "total_fee_cents" INTEGER NOT NULL,
    "setup_fee_cents" INTEGER,
    "monthly_fee_cents" INTEGER,
    "require_upfront" BOOLEAN NOT NULL,
    "bio" TEXT NOT NULL,
    "creation_payment_id" UUID,
    "submitted_at" TIMESTAMPTZ(3),
    "reviewed_at" TIMESTAMPTZ(3),
    "reviewed_by" UUID,
    "rejection_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cosigner_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "renter_profiles" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "location_key" TEXT NOT NULL,
    "state_key" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,
    "phone" TEXT,
    "credit_score" INTEGER,
    "credit_verified" BOOLEAN NOT NULL DEFAULT false,
    "monthly_income_cents" INTEGER NOT NULL,
    "employment_status" TEXT NOT NULL,
    "rental_issues" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "cosigner_budget" TEXT NOT NULL,
    "move_in_timeline" TEXT NOT NULL,
    "housing_budget_cents" INTEGER NOT NULL,
    "housing_type" TEXT NOT NULL,
    "bio" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "renter_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_unlocks" (
    "viewer_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "payment_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_unlocks_pkey" PRIMARY KEY ("viewer_id","profile_id")
);

-- CreateTable
CREATE TABLE "matching_sessions" (
    "id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "matching_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_requests" (
    "id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "renter_profile_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "cosigner_profile_id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "monthly_rent_cents" INTEGER NOT NULL,
    "lease_duration_months" INTEGER NOT NULL,
    "property_address" TEXT NOT NULL,
    "move_in_date" DATE NOT NULL,
    "message" TEXT,
    "status" "MatchRequestStatus" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "responded_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "match_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_report_requests" (
    "id" UUID NOT NULL,
    "requester_id" UUID NOT NULL,
    "target_user_id" UUID NOT NULL,
    "status" "CreditReportRequestStatus" NOT NULL DEFAULT 'pending',
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approved_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_report_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog_versions" (
    "name" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "catalog_versions_pkey" PRIMARY KEY ("name")
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

-- CreateTable
CREATE TABLE "processed_events" (
    "event_id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("event_id","consumer")
);

-- CreateIndex
CREATE UNIQUE INDEX "cosigner_profiles_user_id_key" ON "cosigner_profiles"("user_id");

-- CreateIndex
CREATE INDEX "cosigner_profiles_status_submitted_at_idx" ON "cosigner_profiles"("status", "submitted_at");

-- CreateIndex
CREATE UNIQUE INDEX "renter_profiles_user_id_key" ON "renter_profiles"("user_id");

-- CreateIndex
CREATE INDEX "contact_unlocks_payment_id_idx" ON "contact_unlocks"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "matching_sessions_payment_id_key" ON "matching_sessions"("payment_id");

-- CreateIndex
CREATE INDEX "matching_sessions_renter_id_expires_at_idx" ON "matching_sessions"("renter_id", "expires_at");

-- CreateIndex
CREATE INDEX "match_requests_cosigner_id_created_at_idx" ON "match_requests"("cosigner_id", "created_at");

-- CreateIndex
CREATE INDEX "match_requests_renter_id_created_at_idx" ON "match_requests"("renter_id", "created_at");

-- CreateIndex
CREATE INDEX "credit_report_requests_target_user_id_status_requested_at_idx" ON "credit_report_requests"("target_user_id", "status", "requested_at");

-- CreateIndex
CREATE INDEX "credit_report_requests_requester_id_requested_at_idx" ON "credit_report_requests"("requester_id", "requested_at");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");

-- AddForeignKey
ALTER TABLE "cosigner_profiles" ADD CONSTRAINT "cosigner_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "renter_profiles" ADD CONSTRAINT "renter_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
