-- Vacancy pages (decision 038): each vacancy's address and location. The columns are added empty
-- or with a default, so the previous release keeps writing vacancies during a rolling deploy, and the
-- new release's start-up gives every row without a slug one (and reads its location from the city
-- as before), and a later release makes the slug required.

-- AlterTable
ALTER TABLE "Vacancy" ADD COLUMN "country" TEXT;
ALTER TABLE "Vacancy" ADD COLUMN "remote" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Vacancy" ADD COLUMN "slug" TEXT;
ALTER TABLE "Vacancy" ADD COLUMN "socialCardId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Vacancy_slug_key" ON "Vacancy"("slug");
