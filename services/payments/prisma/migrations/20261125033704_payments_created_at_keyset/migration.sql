-- CreateIndex
CREATE INDEX "payments_created_at_id_idx" ON "payments"("created_at" DESC, "id" DESC);
