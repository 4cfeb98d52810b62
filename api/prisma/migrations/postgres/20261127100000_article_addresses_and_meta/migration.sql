-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "coverAlt" TEXT,
ADD COLUMN     "metaDescription" TEXT,
ADD COLUMN     "metaTitle" TEXT,
ADD COLUMN     "shareImageUrl" TEXT;

-- CreateTable
CREATE TABLE "ArticleAddress" (
    "slug" TEXT NOT NULL,
    "articleId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArticleAddress_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "ArticleAddress_articleId_idx" ON "ArticleAddress"("articleId");

-- AddForeignKey
ALTER TABLE "ArticleAddress" ADD CONSTRAINT "ArticleAddress_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE SET NULL ON UPDATE CASCADE;
