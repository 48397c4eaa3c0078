-- Contracts an admin creates for a cosigner (status awaiting_cosigner, no match request): one waiting for
-- signatures or payment per renter and cosigner, so a double submit makes one contract.
CREATE UNIQUE INDEX "contracts_one_pending_admin_created_per_pair_idx" ON "contracts" ("renter_id", "cosigner_id")
  WHERE "match_request_id" IS NULL AND "status" IN ('awaiting_cosigner', 'cosigner_signed', 'fully_signed');
