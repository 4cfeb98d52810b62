-- The admin lists that scale (decision 047): a state per article and vacancy (kept by the services), an index per sort
-- (alone and after a state), and search in the text as well as the title or name.

-- AlterTable
ALTER TABLE "Article" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'DRAFT';

-- AlterTable
ALTER TABLE "Vacancy" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'DRAFT';

-- Rows written before states existed: a published one is PUBLISHED, an unpublished one cannot tell
-- whether it was ever published and stays DRAFT.
UPDATE "Article" SET "state" = 'PUBLISHED' WHERE "visibility" = true;
UPDATE "Vacancy" SET "state" = 'PUBLISHED' WHERE "visibility" = true;

-- CreateIndex
CREATE INDEX "Article_title_id_idx" ON "Article"("title", "id");

-- CreateIndex
CREATE INDEX "Article_state_title_id_idx" ON "Article"("state", "title", "id");

-- CreateIndex
CREATE INDEX "Article_category_id_idx" ON "Article"("category", "id");

-- CreateIndex
CREATE INDEX "Article_state_category_id_idx" ON "Article"("state", "category", "id");

-- CreateIndex
CREATE INDEX "Article_state_id_idx" ON "Article"("state", "id");

-- CreateIndex
CREATE INDEX "Article_state_createdAt_id_idx" ON "Article"("state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Article_updatedAt_id_idx" ON "Article"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Article_state_updatedAt_id_idx" ON "Article"("state", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Article_authorId_createdAt_id_idx" ON "Article"("authorId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Vacancy_name_id_idx" ON "Vacancy"("name", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_name_id_idx" ON "Vacancy"("state", "name", "id");

-- CreateIndex
CREATE INDEX "Vacancy_city_id_idx" ON "Vacancy"("city", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_city_id_idx" ON "Vacancy"("state", "city", "id");

-- CreateIndex
CREATE INDEX "Vacancy_experience_id_idx" ON "Vacancy"("experience", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_experience_id_idx" ON "Vacancy"("state", "experience", "id");

-- CreateIndex
CREATE INDEX "Vacancy_languageLvl_id_idx" ON "Vacancy"("languageLvl", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_languageLvl_id_idx" ON "Vacancy"("state", "languageLvl", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_id_idx" ON "Vacancy"("state", "id");

-- CreateIndex
CREATE INDEX "Vacancy_createdAt_id_idx" ON "Vacancy"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_createdAt_id_idx" ON "Vacancy"("state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Vacancy_updatedAt_id_idx" ON "Vacancy"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Vacancy_state_updatedAt_id_idx" ON "Vacancy"("state", "updatedAt", "id");

-- Search in the text too (decision 047): trigram indexes on the article body and the vacancy's
-- name and body, as for the other searched columns (decision 037).
CREATE INDEX "Article_content_trgm_idx" ON "Article" USING gin ("content" gin_trgm_ops);

CREATE INDEX "Vacancy_name_trgm_idx" ON "Vacancy" USING gin ("name" gin_trgm_ops);

CREATE INDEX "Vacancy_content_trgm_idx" ON "Vacancy" USING gin ("content" gin_trgm_ops);
