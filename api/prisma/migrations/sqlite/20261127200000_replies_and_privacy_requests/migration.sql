-- Written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037.
-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN "fromAddress" TEXT;

-- CreateTable
CREATE TABLE "ReplyTemplate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'any',
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LeadReply" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contactRequestId" TEXT,
    "jobApplicationId" TEXT,
    "outboxMessageId" TEXT NOT NULL,
    "templateId" TEXT,
    "senderId" TEXT,
    "senderName" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "clientKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadReply_contactRequestId_fkey" FOREIGN KEY ("contactRequestId") REFERENCES "ContactRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadReply_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "tokenHash" TEXT,
    "tokenExpiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'UNVERIFIED',
    "verifiedAt" DATETIME,
    "dueAt" DATETIME,
    "answer" TEXT,
    "closedAt" DATETIME,
    "closedById" TEXT,
    "closedByName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "ReplyTemplate_name_key" ON "ReplyTemplate"("name");

-- CreateIndex
CREATE UNIQUE INDEX "LeadReply_outboxMessageId_key" ON "LeadReply"("outboxMessageId");

-- CreateIndex
CREATE UNIQUE INDEX "LeadReply_clientKey_key" ON "LeadReply"("clientKey");

-- CreateIndex
CREATE INDEX "LeadReply_contactRequestId_createdAt_idx" ON "LeadReply"("contactRequestId", "createdAt");

-- CreateIndex
CREATE INDEX "LeadReply_jobApplicationId_createdAt_idx" ON "LeadReply"("jobApplicationId", "createdAt");

-- CreateIndex
CREATE INDEX "LeadReply_createdAt_idx" ON "LeadReply"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PrivacyRequest_tokenHash_key" ON "PrivacyRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "PrivacyRequest_status_dueAt_id_idx" ON "PrivacyRequest"("status", "dueAt", "id");

-- CreateIndex
CREATE INDEX "PrivacyRequest_createdAt_idx" ON "PrivacyRequest"("createdAt");

-- CreateIndex
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");

