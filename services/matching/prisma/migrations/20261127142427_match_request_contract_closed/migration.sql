-- AlterTable
ALTER TABLE "match_requests" ADD COLUMN     "contract_closed_at" TIMESTAMPTZ(3);
