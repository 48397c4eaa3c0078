-- CreateTable
CREATE TABLE "support_conversations" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "visitor_email" TEXT,
    "channel" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "assigned_to" UUID,
    "last_seq" INTEGER NOT NULL DEFAULT 0,
    "last_message_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "support_conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_messages" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "sender_id" UUID,
    "from_support" BOOLEAN NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "support_conversations_user_id_created_at_idx" ON "support_conversations"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "support_conversations_status_assigned_to_last_message_at_idx" ON "support_conversations"("status", "assigned_to", "last_message_at" DESC);

-- CreateIndex
CREATE INDEX "support_conversations_last_message_at_idx" ON "support_conversations"("last_message_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "support_messages_conversation_id_seq_key" ON "support_messages"("conversation_id", "seq");

-- AddForeignKey
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "support_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open support conversation per user: a user's concurrent first messages open one conversation (the second
-- insert fails and joins the first one). Visitors' messages (no user) each stay their own.
CREATE UNIQUE INDEX "support_conversations_one_open" ON "support_conversations" ("user_id") WHERE "status" = 'open' AND "user_id" IS NOT NULL;
