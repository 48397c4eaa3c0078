-- Agreement version 2 names what it backs. Version 1 contracts keep these columns NULL (their signed terms had
-- no such fields; readers show them as absent). The cosigner payout read model learns the profile fee and
-- maximum rent support from cosigner_profile.saved (prefill of the contract form).
-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "landlord_email" TEXT,
ADD COLUMN     "landlord_name" TEXT,
ADD COLUMN     "lease_term_months" INTEGER,
ADD COLUMN     "max_liability_cents" INTEGER,
ADD COLUMN     "monthly_rent_cents" INTEGER,
ADD COLUMN     "property_address" TEXT;

-- AlterTable
ALTER TABLE "cosigner_payouts" ADD COLUMN     "max_rent_support_cents" INTEGER,
ADD COLUMN     "total_fee_cents" INTEGER;
