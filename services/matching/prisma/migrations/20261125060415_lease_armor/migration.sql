-- AlterTable
ALTER TABLE "cosigner_profiles" ADD COLUMN     "requires_lease_armor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "lease_armor_enrollments" (
    "user_id" UUID NOT NULL,
    "plan_code" TEXT NOT NULL,
    "monthly_fee_cents" INTEGER NOT NULL,
    "coverage_cents" INTEGER NOT NULL,
    "enrolled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lease_armor_enrollments_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "lease_armor_enrollments_plan_code_idx" ON "lease_armor_enrollments"("plan_code");
