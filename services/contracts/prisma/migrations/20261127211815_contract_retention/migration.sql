-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "ended_at" TIMESTAMPTZ(3),
ADD COLUMN     "party_deleted_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "contracts_party_deleted_at_ended_at_idx" ON "contracts"("party_deleted_at", "ended_at");

-- Backfill (issue 30's retention purge): when existing contracts ended. Completed: their completion time;
-- cancelled: the time of their cancellation in the history (the last update if the row is missing).
UPDATE "contracts" SET "ended_at" = "completed_at" WHERE "status" = 'completed' AND "completed_at" IS NOT NULL;
UPDATE "contracts" c SET "ended_at" = COALESCE(
  (SELECT max(e."at") FROM "contract_events" e WHERE e."contract_id" = c."id" AND e."status" = 'cancelled'),
  c."updated_at")
WHERE c."status" = 'cancelled';

-- Backfill: contracts a party of which already deleted their account (before this column existed). The erasure
-- left recognisable marks: the cosigner's email became deleted-<id>@deleted.invalid; the renter's name became the
-- pseudonym that also replaced their first name in the directory (email and last name emptied). The time of the
-- deletion was not kept, so the migration's time stands in (a later purge, never an earlier one).
UPDATE "contracts" SET "party_deleted_at" = now()
WHERE "cosigner_email" = 'deleted-' || "cosigner_id"::text || '@deleted.invalid';
UPDATE "contracts" c SET "party_deleted_at" = now()
FROM "directory_users" d
WHERE c."party_deleted_at" IS NULL AND d."user_id" = c."renter_id" AND d."email" IS NULL AND d."last_name" IS NULL
  AND d."first_name" = c."renter_name" AND c."renter_address" = '';
