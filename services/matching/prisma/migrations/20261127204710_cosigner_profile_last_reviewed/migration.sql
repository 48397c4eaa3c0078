-- AlterTable
ALTER TABLE "cosigner_profiles" ADD COLUMN     "last_reviewed" JSONB;
