-- CreateTable (written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037)
CREATE TABLE "PreviewLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "articleId" TEXT,
    "vacancyId" TEXT,
    "createdById" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PreviewLink_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PreviewLink_vacancyId_fkey" FOREIGN KEY ("vacancyId") REFERENCES "Vacancy" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReviewEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "articleId" TEXT,
    "vacancyId" TEXT,
    "linkId" TEXT,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "contentHash" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReviewEvent_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewEvent_vacancyId_fkey" FOREIGN KEY ("vacancyId") REFERENCES "Vacancy" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PreviewLink_tokenHash_key" ON "PreviewLink"("tokenHash");

-- CreateIndex
CREATE INDEX "PreviewLink_articleId_createdAt_idx" ON "PreviewLink"("articleId", "createdAt");

-- CreateIndex
CREATE INDEX "PreviewLink_vacancyId_createdAt_idx" ON "PreviewLink"("vacancyId", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewEvent_articleId_createdAt_idx" ON "ReviewEvent"("articleId", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewEvent_vacancyId_createdAt_idx" ON "ReviewEvent"("vacancyId", "createdAt");
