-- AlterTable
ALTER TABLE "Vacancy" ADD COLUMN     "closesAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ContentSchedule" (
    "id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "articleId" TEXT,
    "vacancyId" TEXT,
    "createdById" TEXT,
    "createdByEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" TIMESTAMP(3),
    "claimedBy" TEXT,
    "failure" TEXT,

    CONSTRAINT "ContentSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentSchedule_dueAt_idx" ON "ContentSchedule"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentSchedule_articleId_action_key" ON "ContentSchedule"("articleId", "action");

-- CreateIndex
CREATE UNIQUE INDEX "ContentSchedule_vacancyId_action_key" ON "ContentSchedule"("vacancyId", "action");

-- AddForeignKey
ALTER TABLE "ContentSchedule" ADD CONSTRAINT "ContentSchedule_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentSchedule" ADD CONSTRAINT "ContentSchedule_vacancyId_fkey" FOREIGN KEY ("vacancyId") REFERENCES "Vacancy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

