-- CreateTable
CREATE TABLE "admin_audit_entries" (
    "id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actor_id" UUID NOT NULL,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "admin_audit_entries_at_id_idx" ON "admin_audit_entries"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "admin_audit_entries_actor_id_idx" ON "admin_audit_entries"("actor_id");

-- CreateIndex
CREATE INDEX "admin_audit_entries_target_id_idx" ON "admin_audit_entries"("target_id");

-- CreateIndex
CREATE INDEX "admin_audit_entries_action_idx" ON "admin_audit_entries"("action");

-- Append-only (issue 30): the audit log is never changed or deleted, by anyone.
CREATE FUNCTION "admin_audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER "admin_audit_entries_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "admin_audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_entries_append_only"();
CREATE TRIGGER "admin_audit_entries_no_truncate"
  BEFORE TRUNCATE ON "admin_audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_entries_append_only"();
