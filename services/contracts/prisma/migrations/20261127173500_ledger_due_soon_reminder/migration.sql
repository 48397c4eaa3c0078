-- AlterTable: the installment reminder's once-only marker (issue 29: "installment due soon" email).
ALTER TABLE "ledger_entries" ADD COLUMN     "due_soon_notified_at" TIMESTAMPTZ(3);
