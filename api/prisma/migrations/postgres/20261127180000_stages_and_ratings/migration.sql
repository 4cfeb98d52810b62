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
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'OPEN',
    "retiredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeadStage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeadStageChange" (
    "id" TEXT NOT NULL,
    "contactRequestId" TEXT,
    "jobApplicationId" TEXT,
    "fromStageId" TEXT,
    "toStageId" TEXT NOT NULL,
    "fromName" TEXT,
    "toName" TEXT NOT NULL,
    "reason" TEXT,
    "actorId" TEXT,
    "actorName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadStageChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CandidateRating" (
    "id" TEXT NOT NULL,
    "jobApplicationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "scorecard" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CandidateRating_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "LeadStageChange" ADD CONSTRAINT "LeadStageChange_contactRequestId_fkey" FOREIGN KEY ("contactRequestId") REFERENCES "ContactRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadStageChange" ADD CONSTRAINT "LeadStageChange_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CandidateRating" ADD CONSTRAINT "CandidateRating_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The default stages, the ids of the two "New" stages being the defaults of the columns.
INSERT INTO "LeadStage" ("id", "kind", "name", "position", "outcome", "createdAt", "updatedAt") VALUES
    ('contact-new', 'contact', 'New', 10, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('contact-contacted', 'contact', 'Contacted', 20, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('contact-qualified', 'contact', 'Qualified', 30, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('contact-proposal', 'contact', 'Proposal', 40, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('contact-won', 'contact', 'Won', 50, 'WON', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('contact-lost', 'contact', 'Lost', 60, 'LOST', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-new', 'application', 'New', 10, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-screening', 'application', 'Screening', 20, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-interview', 'application', 'Interview', 30, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-offer', 'application', 'Offer', 40, 'OPEN', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-hired', 'application', 'Hired', 50, 'WON', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('application-rejected', 'application', 'Rejected', 60, 'LOST', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);

-- Applications already kept get their vacancy where its title matches one (the newest such), else null.
UPDATE "JobApplication" SET "vacancyId" = (
    SELECT v."id" FROM "Vacancy" v WHERE v."name" = "JobApplication"."position" ORDER BY v."createdAt" DESC, v."id" DESC LIMIT 1
);
