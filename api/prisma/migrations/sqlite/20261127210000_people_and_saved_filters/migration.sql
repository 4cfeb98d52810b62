-- CreateTable (written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037)
CREATE TABLE "PersonMerge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "emailA" TEXT NOT NULL,
    "emailB" TEXT NOT NULL,
    "kinds" TEXT NOT NULL,
    "mergedById" TEXT,
    "mergedByEmail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unmergedAt" DATETIME,
    "unmergedByEmail" TEXT
);

-- CreateTable
CREATE TABLE "SavedInboxFilter" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "filter" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedInboxFilter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PersonMerge_emailA_idx" ON "PersonMerge"("emailA");

-- CreateIndex
CREATE INDEX "PersonMerge_emailB_idx" ON "PersonMerge"("emailB");

-- CreateIndex
CREATE UNIQUE INDEX "SavedInboxFilter_userId_kind_name_key" ON "SavedInboxFilter"("userId", "kind", "name");
