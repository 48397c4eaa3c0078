-- CreateIndex
CREATE INDEX "users_role_created_at_id_idx" ON "users"("role", "created_at", "id");

-- Hand-written below: what the Prisma schema language cannot express (listed beside the models).
-- Admin clients search (substring of 3+ characters, or the start of the first name) over every account of a
-- role, listed or not: a trigram index on the account's name and email (the query repeats this exact
-- expression; see admin-client-repository.ts), and on the profiles' search_text for the unlisted rows, which
-- the listings' trigram indexes (WHERE is_active) leave out. Together they cover every profile once.
-- pg_trgm was created by the listing indexes migration; it is looked up wherever it lives.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format($sql$CREATE INDEX "users_admin_search_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) %I.gin_trgm_ops)$sql$, trgm_schema);
  EXECUTE format('CREATE INDEX "cosigner_profiles_unlisted_search_idx" ON "cosigner_profiles" USING gin ("search_text" %I.gin_trgm_ops) WHERE NOT "is_active"', trgm_schema);
  EXECUTE format('CREATE INDEX "renter_profiles_unlisted_search_idx" ON "renter_profiles" USING gin ("search_text" %I.gin_trgm_ops) WHERE NOT "is_active"', trgm_schema);
END
$$;
