-- CreateTable
CREATE TABLE "cosigner_leases" (
    "contract_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cosigner_leases_pkey" PRIMARY KEY ("contract_id")
);

-- CreateIndex
CREATE INDEX "cosigner_leases_cosigner_id_status_idx" ON "cosigner_leases"("cosigner_id", "status");

-- Completed leases and reviews are tie-breaks of the matching ranking: a change to either moves the cosigners'
-- catalog version, so the in-memory catalog reloads (one bump per statement). Reviews released by the 14-day
-- clock alone join at the next reload.
CREATE FUNCTION "bump_cosigner_ranking_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE catalog_versions SET version = version + 1 WHERE name = 'cosigners';
  RETURN NULL;
END
$$;
CREATE TRIGGER "cosigner_leases_ranking_version" AFTER INSERT OR UPDATE ON "cosigner_leases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cosigner_ranking_version"();
CREATE TRIGGER "reviews_ranking_version" AFTER INSERT OR UPDATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cosigner_ranking_version"();
