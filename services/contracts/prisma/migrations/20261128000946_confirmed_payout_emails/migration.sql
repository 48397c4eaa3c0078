-- CreateTable
CREATE TABLE "confirmed_payout_emails" (
    "user_id" UUID NOT NULL,
    "paypal_email" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "confirmed_payout_emails_pkey" PRIMARY KEY ("user_id","paypal_email")
);
