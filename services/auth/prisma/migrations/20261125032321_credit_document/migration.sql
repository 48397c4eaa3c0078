-- AlterTable
ALTER TABLE "users" ADD COLUMN     "credit_document_id" UUID;
