-- Where leads come from (decision 051): first-touch fields and the derived source, with the filter's index.
ALTER TABLE "ContactRequest" ADD COLUMN "landingPage" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "referrer" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "utmSource" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "utmMedium" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "utmCampaign" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "utmTerm" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "utmContent" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "source" TEXT;
CREATE INDEX "ContactRequest_source_status_createdAt_id_idx" ON "ContactRequest"("source", "status", "createdAt", "id");
ALTER TABLE "JobApplication" ADD COLUMN "landingPage" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "referrer" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "utmSource" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "utmMedium" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "utmCampaign" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "utmTerm" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "utmContent" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "source" TEXT;
CREATE INDEX "JobApplication_source_status_createdAt_id_idx" ON "JobApplication"("source", "status", "createdAt", "id");
