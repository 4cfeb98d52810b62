-- CreateTable
CREATE TABLE "PersonMerge" (
    "id" TEXT NOT NULL,
    "emailA" TEXT NOT NULL,
    "emailB" TEXT NOT NULL,
    "kinds" TEXT NOT NULL,
    "mergedById" TEXT,
    "mergedByEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unmergedAt" TIMESTAMP(3),
    "unmergedByEmail" TEXT,

    CONSTRAINT "PersonMerge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedInboxFilter" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "filter" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedInboxFilter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PersonMerge_emailA_idx" ON "PersonMerge"("emailA");

-- CreateIndex
CREATE INDEX "PersonMerge_emailB_idx" ON "PersonMerge"("emailB");

-- CreateIndex
CREATE UNIQUE INDEX "SavedInboxFilter_userId_kind_name_key" ON "SavedInboxFilter"("userId", "kind", "name");

-- AddForeignKey
ALTER TABLE "SavedInboxFilter" ADD CONSTRAINT "SavedInboxFilter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
