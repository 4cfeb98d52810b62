-- Written by hand (`prisma migrate diff --from-migrations` fails on SQLite here): a lead's
-- notification e-mails point at it by key, and go with it (decision 043). They used to be found by
-- searching the e-mail's text for the lead's id.

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN "contactRequestId" TEXT REFERENCES "ContactRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OutboxMessage" ADD COLUMN "jobApplicationId" TEXT REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "OutboxMessage_contactRequestId_idx" ON "OutboxMessage"("contactRequestId");

-- CreateIndex
CREATE INDEX "OutboxMessage_jobApplicationId_idx" ON "OutboxMessage"("jobApplicationId");

-- The notifications already sent or waiting: the e-mail replies to the visitor and names the lead's
-- id (its "Reference:" line), which is how they were found until now.
UPDATE "OutboxMessage" SET "contactRequestId" = (
  SELECT c."id" FROM "ContactRequest" c
  WHERE c."email" = "OutboxMessage"."replyTo" AND instr("OutboxMessage"."text", 'Reference: ' || c."id" || '.') > 0
) WHERE "replyTo" IS NOT NULL;
UPDATE "OutboxMessage" SET "jobApplicationId" = (
  SELECT a."id" FROM "JobApplication" a
  WHERE a."email" = "OutboxMessage"."replyTo" AND instr("OutboxMessage"."text", 'Reference: ' || a."id" || '.') > 0
) WHERE "replyTo" IS NOT NULL AND "contactRequestId" IS NULL;
