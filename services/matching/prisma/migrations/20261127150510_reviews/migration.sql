-- CreateTable
CREATE TABLE "review_occasions" (
    "contract_id" UUID NOT NULL,
    "occasion" TEXT NOT NULL,
    "renter_id" UUID NOT NULL,
    "cosigner_id" UUID NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_occasions_pkey" PRIMARY KEY ("contract_id","occasion")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "occasion" TEXT NOT NULL,
    "author_id" UUID NOT NULL,
    "author_role" TEXT NOT NULL,
    "subject_id" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "released_at" TIMESTAMPTZ(3) NOT NULL,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" TEXT,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_reports" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_moderations" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "admin_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_moderations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_occasions_renter_id_idx" ON "review_occasions"("renter_id");

-- CreateIndex
CREATE INDEX "review_occasions_cosigner_id_idx" ON "review_occasions"("cosigner_id");

-- CreateIndex
CREATE INDEX "reviews_subject_id_released_at_idx" ON "reviews"("subject_id", "released_at");

-- CreateIndex
CREATE INDEX "reviews_author_id_created_at_idx" ON "reviews"("author_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_contract_id_occasion_author_id_key" ON "reviews"("contract_id", "occasion", "author_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_reports_review_id_reporter_id_key" ON "review_reports"("review_id", "reporter_id");

-- CreateIndex
CREATE INDEX "review_moderations_review_id_created_at_idx" ON "review_moderations"("review_id", "created_at");

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_id_occasion_fkey" FOREIGN KEY ("contract_id", "occasion") REFERENCES "review_occasions"("contract_id", "occasion") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_moderations" ADD CONSTRAINT "review_moderations_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
