-- Decision 048: pictures in the text and the media library.
-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "focalX" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "focalY" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "unusedSince" TIMESTAMP(3),
ADD COLUMN     "width" INTEGER;

-- CreateTable
CREATE TABLE "ArticleImage" (
    "articleId" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,
    "usage" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ArticleImage_pkey" PRIMARY KEY ("uploadId","articleId","usage")
);

-- CreateIndex
CREATE INDEX "ArticleImage_articleId_idx" ON "ArticleImage"("articleId");

-- CreateIndex
CREATE INDEX "Upload_kind_createdAt_id_idx" ON "Upload"("kind", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "ArticleImage" ADD CONSTRAINT "ArticleImage_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleImage" ADD CONSTRAINT "ArticleImage_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
