-- CreateTable
CREATE TABLE "EditState" (
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "head" INTEGER NOT NULL,
    "liveRevision" INTEGER NOT NULL,
    "draftRevision" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EditState_pkey" PRIMARY KEY ("recordType","recordId")
);

-- CreateTable
CREATE TABLE "Revision" (
    "id" TEXT NOT NULL,
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "changed" TEXT NOT NULL DEFAULT '[]',
    "authorId" TEXT,
    "authorName" TEXT,
    "restoredFrom" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EditPresence" (
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EditPresence_pkey" PRIMARY KEY ("recordType","recordId","userId")
);

-- CreateIndex
CREATE INDEX "Revision_createdAt_idx" ON "Revision"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Revision_recordType_recordId_number_key" ON "Revision"("recordType", "recordId", "number");

-- CreateIndex
CREATE INDEX "EditPresence_seenAt_idx" ON "EditPresence"("seenAt");
