-- A lead's notification e-mails point at it by key, and go with it (decision 043). They used to be
-- found by searching the e-mail's text for the lead's id.

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "contactRequestId" TEXT,
ADD COLUMN     "jobApplicationId" TEXT;

-- CreateIndex
CREATE INDEX "OutboxMessage_contactRequestId_idx" ON "OutboxMessage"("contactRequestId");

-- CreateIndex
CREATE INDEX "OutboxMessage_jobApplicationId_idx" ON "OutboxMessage"("jobApplicationId");

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_contactRequestId_fkey" FOREIGN KEY ("contactRequestId") REFERENCES "ContactRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The notifications already sent or waiting: the e-mail replies to the visitor and names the lead's
-- id (its "Reference:" line), which is how they were found until now.
UPDATE "OutboxMessage" o SET "contactRequestId" = c."id"
FROM "ContactRequest" c
WHERE o."replyTo" = c."email" AND position('Reference: ' || c."id" || '.' in o."text") > 0;
UPDATE "OutboxMessage" o SET "jobApplicationId" = a."id"
FROM "JobApplication" a
WHERE o."replyTo" = a."email" AND o."contactRequestId" IS NULL
  AND position('Reference: ' || a."id" || '.' in o."text") > 0;
