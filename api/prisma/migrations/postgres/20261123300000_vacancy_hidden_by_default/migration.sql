-- AlterTable
ALTER TABLE "Vacancy" ALTER COLUMN "visibility" SET DEFAULT false;

