-- CreateTable
CREATE TABLE "account_names" (
    "user_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_names_pkey" PRIMARY KEY ("user_id")
);
