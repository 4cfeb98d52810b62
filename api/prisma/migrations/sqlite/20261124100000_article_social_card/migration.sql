-- AlterTable
ALTER TABLE "Article" ADD COLUMN "socialCardId" TEXT;
