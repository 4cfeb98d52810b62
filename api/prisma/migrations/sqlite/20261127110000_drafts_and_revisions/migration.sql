-- CreateTable (written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037)
CREATE TABLE "EditState" (
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "head" INTEGER NOT NULL,
    "liveRevision" INTEGER NOT NULL,
    "draftRevision" INTEGER,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("recordType", "recordId")
);

-- CreateTable
CREATE TABLE "Revision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "changed" TEXT NOT NULL DEFAULT '[]',
    "authorId" TEXT,
    "authorName" TEXT,
    "restoredFrom" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "EditPresence" (
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "seenAt" DATETIME NOT NULL,

    PRIMARY KEY ("recordType", "recordId", "userId")
);

-- CreateIndex
CREATE INDEX "Revision_createdAt_idx" ON "Revision"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Revision_recordType_recordId_number_key" ON "Revision"("recordType", "recordId", "number");

-- CreateIndex
CREATE INDEX "EditPresence_seenAt_idx" ON "EditPresence"("seenAt");
