-- One unresolved problem report per reporter and subject: concurrent reports of the same problem cannot both
-- be stored (the second insert fails, answered 409). Reports already duplicated before this index stay; the
-- index only covers the newest unresolved one of each group, the older ones are closed as duplicates.
UPDATE "disputes" d SET "status" = 'closed', "resolution" = 'Closed as a duplicate of a newer report.', "updated_at" = now()
WHERE d."status" IN ('open', 'in_progress')
  AND EXISTS (
    SELECT 1 FROM "disputes" n
    WHERE n."reporter_id" = d."reporter_id" AND n."subject_type" = d."subject_type" AND n."subject_id" = d."subject_id"
      AND n."status" IN ('open', 'in_progress')
      AND (n."created_at", n."id") > (d."created_at", d."id")
  );

CREATE UNIQUE INDEX "disputes_one_unresolved" ON "disputes" ("reporter_id", "subject_type", "subject_id")
  WHERE "status" IN ('open', 'in_progress');
