-- Owners, notes and follow-ups of leads (decisions 054, 055): plain columns on the lead tables
-- (ADD COLUMN, no table rebuild), new tables for the rest.
ALTER TABLE "ContactRequest" ADD COLUMN "assigneeId" TEXT;
ALTER TABLE "ContactRequest" ADD COLUMN "followUpAt" DATETIME;
ALTER TABLE "JobApplication" ADD COLUMN "assigneeId" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "followUpAt" DATETIME;

CREATE TABLE "LeadNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadKind" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "mentions" TEXT NOT NULL DEFAULT '',
    "followUpAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "LeadAssignment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadKind" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "assigneeId" TEXT,
    "assigneeName" TEXT,
    "byId" TEXT,
    "byName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "FollowUpDigest" (
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY ("userId", "day")
);

CREATE INDEX "LeadNote_leadKind_leadId_createdAt_id_idx" ON "LeadNote"("leadKind", "leadId", "createdAt", "id");
CREATE INDEX "LeadAssignment_leadKind_leadId_createdAt_id_idx" ON "LeadAssignment"("leadKind", "leadId", "createdAt", "id");
CREATE INDEX "ContactRequest_assigneeId_status_createdAt_id_idx" ON "ContactRequest"("assigneeId", "status", "createdAt", "id");
CREATE INDEX "ContactRequest_assigneeId_followUpAt_idx" ON "ContactRequest"("assigneeId", "followUpAt");
CREATE INDEX "ContactRequest_followUpAt_idx" ON "ContactRequest"("followUpAt");
CREATE INDEX "JobApplication_assigneeId_status_createdAt_id_idx" ON "JobApplication"("assigneeId", "status", "createdAt", "id");
CREATE INDEX "JobApplication_assigneeId_followUpAt_idx" ON "JobApplication"("assigneeId", "followUpAt");
CREATE INDEX "JobApplication_followUpAt_idx" ON "JobApplication"("followUpAt");
