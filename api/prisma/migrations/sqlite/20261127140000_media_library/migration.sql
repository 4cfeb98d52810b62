-- Decision 048: pictures in the text and the media library. Written by hand (the SQLite shadow
-- database of `migrate diff` cannot replay the FTS5 tables of decision 037).
ALTER TABLE "Upload" ADD COLUMN "width" INTEGER;
ALTER TABLE "Upload" ADD COLUMN "height" INTEGER;
ALTER TABLE "Upload" ADD COLUMN "focalX" REAL NOT NULL DEFAULT 0.5;
ALTER TABLE "Upload" ADD COLUMN "focalY" REAL NOT NULL DEFAULT 0.5;
ALTER TABLE "Upload" ADD COLUMN "unusedSince" DATETIME;

-- CreateTable
CREATE TABLE "ArticleImage" (
    "articleId" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,
    "usage" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("uploadId", "articleId", "usage"),
    CONSTRAINT "ArticleImage_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ArticleImage_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ArticleImage_articleId_idx" ON "ArticleImage"("articleId");

-- CreateIndex
CREATE INDEX "Upload_kind_createdAt_id_idx" ON "Upload"("kind", "createdAt", "id");
