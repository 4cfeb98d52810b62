-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN "fromAddress" TEXT;

-- CreateTable
CREATE TABLE "ReplyTemplate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'any',
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReplyTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeadReply" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "tokenHash" TEXT,
    "tokenExpiresAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'UNVERIFIED',
    "verifiedAt" TIMESTAMP(3),
    "dueAt" TIMESTAMP(3),
    "answer" TEXT,
    "closedAt" TIMESTAMP(3),
    "closedById" TEXT,
    "closedByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyRequest_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "LeadReply" ADD CONSTRAINT "LeadReply_contactRequestId_fkey" FOREIGN KEY ("contactRequestId") REFERENCES "ContactRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadReply" ADD CONSTRAINT "LeadReply_jobApplicationId_fkey" FOREIGN KEY ("jobApplicationId") REFERENCES "JobApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;
