-- Owners, notes and follow-ups of leads (decisions 054, 055): plain columns on the lead tables, new tables for the rest.
-- AlterTable
ALTER TABLE "ContactRequest" ADD COLUMN     "assigneeId" TEXT,
ADD COLUMN     "followUpAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "JobApplication" ADD COLUMN     "assigneeId" TEXT,
ADD COLUMN     "followUpAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "LeadNote" (
    "id" TEXT NOT NULL,
    "leadKind" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "mentions" TEXT NOT NULL DEFAULT '',
    "followUpAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeadAssignment" (
    "id" TEXT NOT NULL,
    "leadKind" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "assigneeId" TEXT,
    "assigneeName" TEXT,
    "byId" TEXT,
    "byName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FollowUpDigest" (
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FollowUpDigest_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "LeadNote_leadKind_leadId_createdAt_id_idx" ON "LeadNote"("leadKind", "leadId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "LeadAssignment_leadKind_leadId_createdAt_id_idx" ON "LeadAssignment"("leadKind", "leadId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ContactRequest_assigneeId_status_createdAt_id_idx" ON "ContactRequest"("assigneeId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ContactRequest_assigneeId_followUpAt_idx" ON "ContactRequest"("assigneeId", "followUpAt");

-- CreateIndex
CREATE INDEX "ContactRequest_followUpAt_idx" ON "ContactRequest"("followUpAt");

-- CreateIndex
CREATE INDEX "JobApplication_assigneeId_status_createdAt_id_idx" ON "JobApplication"("assigneeId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "JobApplication_assigneeId_followUpAt_idx" ON "JobApplication"("assigneeId", "followUpAt");

-- CreateIndex
CREATE INDEX "JobApplication_followUpAt_idx" ON "JobApplication"("followUpAt");

