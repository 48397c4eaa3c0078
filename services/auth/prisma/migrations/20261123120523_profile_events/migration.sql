-- AlterTable
ALTER TABLE "users" ADD COLUMN     "credit_score_event_at" TIMESTAMPTZ(3),
ADD COLUMN     "profile_status_event_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "processed_events" (
    "event_id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("event_id","consumer")
);
