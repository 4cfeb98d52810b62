-- Written by hand, as 20261127100000's was: the SQLite shadow database of `migrate diff` cannot
-- replay the FTS5 tables of decision 037. Decision 046.

-- AlterTable
ALTER TABLE "Vacancy" ADD COLUMN "closesAt" DATETIME;

-- CreateTable
CREATE TABLE "ContentSchedule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "action" TEXT NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "articleId" TEXT,
    "vacancyId" TEXT,
    "createdById" TEXT,
    "createdByEmail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" DATETIME,
    "claimedBy" TEXT,
    "failure" TEXT,
    CONSTRAINT "ContentSchedule_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ContentSchedule_vacancyId_fkey" FOREIGN KEY ("vacancyId") REFERENCES "Vacancy" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ContentSchedule_dueAt_idx" ON "ContentSchedule"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentSchedule_articleId_action_key" ON "ContentSchedule"("articleId", "action");

-- CreateIndex
CREATE UNIQUE INDEX "ContentSchedule_vacancyId_action_key" ON "ContentSchedule"("vacancyId", "action");
