-- CreateTable
CREATE TABLE "dispute_counts" (
    "status" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "assignee" TEXT NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "dispute_counts_pkey" PRIMARY KEY ("status","priority","assignee")
);

-- CreateIndex
CREATE INDEX "disputes_priority_created_at_idx" ON "disputes"("priority", "created_at" DESC);

-- CreateIndex
CREATE INDEX "disputes_assigned_to_created_at_idx" ON "disputes"("assigned_to", "created_at" DESC);

-- Hand-written from here: what the Prisma schema language cannot express.

-- dispute_counts follows every insert, delete and change of status, priority or assignee, in the same
-- transaction (so it can never disagree with disputes). SET search_path FROM CURRENT: the function always works
-- on this service's schema, whatever the caller's search_path.
CREATE FUNCTION "dispute_counts_apply"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dispute_counts SET total = total - 1
      WHERE status = OLD.status AND priority = OLD.priority AND assignee = coalesce(OLD.assigned_to, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dispute_counts (status, priority, assignee, total)
      VALUES (NEW.status, NEW.priority, coalesce(NEW.assigned_to, ''), 1)
      ON CONFLICT (status, priority, assignee) DO UPDATE SET total = dispute_counts.total + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "disputes_count_insert_delete" AFTER INSERT OR DELETE ON "disputes"
  FOR EACH ROW EXECUTE FUNCTION "dispute_counts_apply"();
CREATE TRIGGER "disputes_count_update" AFTER UPDATE OF "status", "priority", "assigned_to" ON "disputes"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to)
  EXECUTE FUNCTION "dispute_counts_apply"();
INSERT INTO "dispute_counts" (status, priority, assignee, total)
  SELECT status, priority, coalesce(assigned_to, ''), count(*) FROM "disputes" GROUP BY 1, 2, 3;

-- The admin search (substring of title, description or reporter name) through trigram GIN indexes. pg_trgm is
-- database-wide; it goes to "public" so that dropping a service's schema never drops it, or is used wherever it
-- already lives (as in the matching service).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX "disputes_title_trgm_idx" ON "disputes" USING gin ("title" %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX "disputes_description_trgm_idx" ON "disputes" USING gin ("description" %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX "disputes_reporter_name_trgm_idx" ON "disputes" USING gin ("reporter_name" %I.gin_trgm_ops)', trgm_schema);
END
$$;
