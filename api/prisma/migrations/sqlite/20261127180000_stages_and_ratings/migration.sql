-- Stages (decision 052), the vacancy applied for and ratings (decision 053). Written by hand: the
-- SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037. Only
-- added columns on the lead tables (no table rebuild), so the columns of other branches are kept.

-- AlterTable
ALTER TABLE "ContactRequest" ADD COLUMN "stageId" TEXT NOT NULL DEFAULT 'contact-new';

-- AlterTable
ALTER TABLE "JobApplication" ADD COLUMN "stageId" TEXT NOT NULL DEFAULT 'application-new';
ALTER TABLE "JobApplication" ADD COLUMN "vacancyId" TEXT;

-- CreateTable
CREATE TABLE "LeadStage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'OPEN',
    "retiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LeadStageChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contactRequestId" TEXT,
    "jobApplicationId" TEXT,
    "fromStageId" TEXT,
    "toStageId" TEXT NOT NULL,
    "fromName" TEXT,
    "toName" TEXT NOT NULL,
    "reason" TEXT,
    "actorId" TEXT,
    "actorName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadStageChange_contactRequestId_fkey" FOREIGN KEY ("contactRequestId") REFERENCES "ContactRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadStageChange_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CandidateRating" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "jobApplicationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "scorecard" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CandidateRating_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ContactRequest_stageId_status_createdAt_id_idx" ON "ContactRequest"("stageId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "JobApplication_stageId_status_createdAt_id_idx" ON "JobApplication"("stageId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "JobApplication_vacancyId_status_createdAt_id_idx" ON "JobApplication"("vacancyId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "JobApplication_vacancyId_stageId_idx" ON "JobApplication"("vacancyId", "stageId");

-- CreateIndex
CREATE INDEX "LeadStage_kind_position_idx" ON "LeadStage"("kind", "position");

-- CreateIndex
CREATE INDEX "LeadStageChange_contactRequestId_createdAt_idx" ON "LeadStageChange"("contactRequestId", "createdAt");

-- CreateIndex
CREATE INDEX "LeadStageChange_jobApplicationId_createdAt_idx" ON "LeadStageChange"("jobApplicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CandidateRating_jobApplicationId_userId_key" ON "CandidateRating"("jobApplicationId", "userId");

-- The default stages, the ids of the two "New" stages being the defaults of the columns.
INSERT INTO "LeadStage" ("id", "kind", "name", "position", "outcome", "createdAt", "updatedAt") VALUES
    ('contact-new', 'contact', 'New', 10, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('contact-contacted', 'contact', 'Contacted', 20, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('contact-qualified', 'contact', 'Qualified', 30, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('contact-proposal', 'contact', 'Proposal', 40, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('contact-won', 'contact', 'Won', 50, 'WON', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('contact-lost', 'contact', 'Lost', 60, 'LOST', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-new', 'application', 'New', 10, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-screening', 'application', 'Screening', 20, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-interview', 'application', 'Interview', 30, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-offer', 'application', 'Offer', 40, 'OPEN', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-hired', 'application', 'Hired', 50, 'WON', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('application-rejected', 'application', 'Rejected', 60, 'LOST', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

-- Applications already kept get their vacancy where its title matches one (the newest such), else null.
UPDATE "JobApplication" SET "vacancyId" = (
    SELECT v."id" FROM "Vacancy" v WHERE v."name" = "JobApplication"."position" ORDER BY v."createdAt" DESC, v."id" DESC LIMIT 1
);
