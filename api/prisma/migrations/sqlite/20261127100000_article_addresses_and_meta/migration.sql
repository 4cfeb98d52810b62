-- AlterTable (written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037)
ALTER TABLE "Article" ADD COLUMN "coverAlt" TEXT;
ALTER TABLE "Article" ADD COLUMN "metaDescription" TEXT;
ALTER TABLE "Article" ADD COLUMN "metaTitle" TEXT;
ALTER TABLE "Article" ADD COLUMN "shareImageUrl" TEXT;

-- CreateTable
CREATE TABLE "ArticleAddress" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "articleId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ArticleAddress_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ArticleAddress_articleId_idx" ON "ArticleAddress"("articleId");
