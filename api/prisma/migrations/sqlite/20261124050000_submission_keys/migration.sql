-- A form sent again under the same Idempotency-Key is stored once (services/leads.ts).
ALTER TABLE "ContactRequest" ADD COLUMN "submissionKey" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "submissionKey" TEXT;

CREATE UNIQUE INDEX "ContactRequest_submissionKey_key" ON "ContactRequest"("submissionKey");
CREATE UNIQUE INDEX "JobApplication_submissionKey_key" ON "JobApplication"("submissionKey");
