-- CreateTable: last connection and unread-digest watermarks per user (issue 29: digest of unread chat messages).
CREATE TABLE "chat_presence" (
    "user_id" UUID NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3),
    "digested_until" TIMESTAMPTZ(3),
    "last_digest_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_presence_pkey" PRIMARY KEY ("user_id")
);
