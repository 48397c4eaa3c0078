-- Hand-written: what the Prisma schema language cannot express (partial, NULLS LAST, trigram and
-- text_pattern_ops indexes, partial unique indexes, triggers). No table or column changes here:
-- schema.snapshot.prisma equals the previous migration's.

-- Listings: only listed rows (is_active) are ever browsed, in the tab's order, ties by id. The INCLUDEd
-- filter column lets a page (even a deep OFFSET) be found by an index-only scan before its rows are read.
CREATE INDEX "cosigner_profiles_listing_idx" ON "cosigner_profiles" ("monthly_income_cents" DESC, "id") INCLUDE ("credit_score") WHERE "is_active";
CREATE INDEX "cosigner_profiles_credit_idx" ON "cosigner_profiles" ("credit_score", "monthly_income_cents") WHERE "is_active";
CREATE INDEX "renter_profiles_listing_idx" ON "renter_profiles" ("credit_score" DESC NULLS LAST, "id") INCLUDE ("monthly_income_cents") WHERE "is_active";
CREATE INDEX "renter_profiles_income_idx" ON "renter_profiles" ("monthly_income_cents", "credit_score") WHERE "is_active";

-- Search: substring (3+ characters) through trigram GIN indexes, prefix (1-2 characters) through
-- text_pattern_ops. pg_trgm is database-wide; it goes to "public" so that dropping a service's schema
-- never drops it, or is used wherever it already lives.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX "cosigner_profiles_search_idx" ON "cosigner_profiles" USING gin ("search_text" %I.gin_trgm_ops) WHERE "is_active"', trgm_schema);
  EXECUTE format('CREATE INDEX "renter_profiles_search_idx" ON "renter_profiles" USING gin ("search_text" %I.gin_trgm_ops) WHERE "is_active"', trgm_schema);
END
$$;
CREATE INDEX "cosigner_profiles_search_prefix_idx" ON "cosigner_profiles" ("search_text" text_pattern_ops) WHERE "is_active";
CREATE INDEX "renter_profiles_search_prefix_idx" ON "renter_profiles" ("search_text" text_pattern_ops) WHERE "is_active";

-- At most one pending request per pair; the service maps a violation to 409.
CREATE UNIQUE INDEX "match_requests_one_pending_idx" ON "match_requests" ("renter_id", "cosigner_profile_id") WHERE "status" = 'pending';
CREATE UNIQUE INDEX "credit_report_requests_one_pending_idx" ON "credit_report_requests" ("requester_id", "target_user_id") WHERE "status" = 'pending';

-- Versions of the listed rows: the matching catalog (listed cosigners, held in memory) reloads and the
-- listing counts are recounted when they move. Statement triggers with transition tables bump a version
-- once per statement that touches a listed row, so a bulk load costs one update. The version name is the
-- trigger argument. `SET search_path FROM CURRENT` pins the function to this schema.
INSERT INTO "catalog_versions" ("name", "version") VALUES ('cosigners', 0), ('renters', 0);
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  touched boolean := false;
BEGIN
  -- Each branch names only the transition tables its trigger defines.
  IF TG_OP = 'INSERT' THEN
    touched := EXISTS (SELECT 1 FROM new_rows WHERE is_active);
  ELSIF TG_OP = 'UPDATE' THEN
    touched := EXISTS (SELECT 1 FROM old_rows WHERE is_active) OR EXISTS (SELECT 1 FROM new_rows WHERE is_active);
  ELSE
    touched := EXISTS (SELECT 1 FROM old_rows WHERE is_active);
  END IF;
  IF touched THEN
    UPDATE catalog_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "cosigner_profiles_version_insert" AFTER INSERT ON "cosigner_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('cosigners');
CREATE TRIGGER "cosigner_profiles_version_update" AFTER UPDATE ON "cosigner_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('cosigners');
CREATE TRIGGER "cosigner_profiles_version_delete" AFTER DELETE ON "cosigner_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('cosigners');
CREATE TRIGGER "renter_profiles_version_insert" AFTER INSERT ON "renter_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('renters');
CREATE TRIGGER "renter_profiles_version_update" AFTER UPDATE ON "renter_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('renters');
CREATE TRIGGER "renter_profiles_version_delete" AFTER DELETE ON "renter_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"('renters');
