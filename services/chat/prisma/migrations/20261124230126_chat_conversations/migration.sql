-- Conversations own the messages. chat_messages had no writer before this migration (no chat API existed), so it
-- is empty here and its new NOT NULL columns need no backfill.
-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "conversation_id" UUID NOT NULL,
ADD COLUMN     "seq" INTEGER NOT NULL,
ALTER COLUMN "contract_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "conversations" (
    "id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "opened_via" TEXT NOT NULL,
    "last_seq" INTEGER NOT NULL DEFAULT 0,
    "last_message_at" TIMESTAMPTZ(3),
    "renter_read_seq" INTEGER NOT NULL DEFAULT 0,
    "cosigner_read_seq" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_contracts" (
    "contract_id" UUID NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_contracts_pkey" PRIMARY KEY ("contract_id")
);

-- CreateTable
CREATE TABLE "chat_users" (
    "user_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "role" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_users_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "cosigner_profile_owners" (
    "profile_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "cosigner_profile_owners_pkey" PRIMARY KEY ("profile_id")
);

-- CreateTable
CREATE TABLE "contact_unlocks" (
    "renter_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_unlocks_pkey" PRIMARY KEY ("renter_id","profile_id")
);

-- CreateIndex
CREATE INDEX "conversations_cosigner_id_idx" ON "conversations"("cosigner_id");

-- CreateIndex
CREATE UNIQUE INDEX "conversations_renter_id_cosigner_id_key" ON "conversations"("renter_id", "cosigner_id");

-- CreateIndex
CREATE INDEX "chat_contracts_renter_id_cosigner_id_idx" ON "chat_contracts"("renter_id", "cosigner_id");

-- CreateIndex
CREATE INDEX "contact_unlocks_profile_id_idx" ON "contact_unlocks"("profile_id");

-- CreateIndex
CREATE INDEX "chat_messages_receiver_id_conversation_id_seq_idx" ON "chat_messages"("receiver_id", "conversation_id", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "chat_messages_conversation_id_seq_key" ON "chat_messages"("conversation_id", "seq");

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
