-- Issue 13: the client activity timeline and the admin alerts (hand-checked output of migration:new). Both tables
-- are filled by new durable consumers that read the stream from its start, so no backfill is needed.
-- CreateTable
CREATE TABLE "activity_events" (
    "id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "amount_cents" INTEGER,
    "source_event_id" UUID NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_alerts" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "subject_id" UUID,
    "dedupe_key" TEXT NOT NULL,
    "source_event_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_events_occurred_at_id_idx" ON "activity_events"("occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activity_events_client_id_occurred_at_id_idx" ON "activity_events"("client_id", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activity_events_type_occurred_at_id_idx" ON "activity_events"("type", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "activity_events_source_event_id_client_id_key" ON "activity_events"("source_event_id", "client_id");

-- CreateIndex
CREATE UNIQUE INDEX "admin_alerts_dedupe_key_key" ON "admin_alerts"("dedupe_key");

-- CreateIndex
CREATE INDEX "admin_alerts_created_at_id_idx" ON "admin_alerts"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "admin_alerts_read_idx" ON "admin_alerts"("read");
