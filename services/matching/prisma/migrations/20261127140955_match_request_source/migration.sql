-- AlterTable
ALTER TABLE "match_requests" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'matches';
