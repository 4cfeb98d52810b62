-- The admin lists that scale (decision 047): a state per article and vacancy (kept by the services), an index per sort
-- (alone and after a state), and search in the text as well as the title or name.

-- AlterTable
ALTER TABLE "Article" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'DRAFT';

-- AlterTable
ALTER TABLE "Vacancy" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'DRAFT';

-- Rows written before states existed: a published one is PUBLISHED, an unpublished one cannot tell
-- whether it was ever published and stays DRAFT.
UPDATE "Article" SET "state" = 'PUBLISHED' WHERE "visibility" = 1;
UPDATE "Vacancy" SET "state" = 'PUBLISHED' WHERE "visibility" = 1;

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

-- Search in the text too (decision 047): the article index gains the body, and vacancies get one
-- (name and body), kept by triggers as the others are (decision 037). The body is stored HTML: a
-- search also matches inside tags and sees entities as written (&amp for &).
DROP TRIGGER "Article_search_insert";
DROP TRIGGER "Article_search_update";
DROP TABLE "ArticleSearch";

CREATE VIRTUAL TABLE "ArticleSearch" USING fts5("sourceId" UNINDEXED, "title", "content", tokenize = 'trigram');

INSERT INTO "ArticleSearch" (rowid, "sourceId", "title", "content")
    SELECT k."key", t."id", char(2, 2) || t."title", t."content"
    FROM "Article" t JOIN "SearchKey" k ON k."source" = 'Article' AND k."sourceId" = t."id";

CREATE TRIGGER "Article_search_insert" AFTER INSERT ON "Article"
BEGIN
    INSERT INTO "SearchKey" ("source", "sourceId") VALUES ('Article', new."id");
    INSERT INTO "ArticleSearch" (rowid, "sourceId", "title", "content")
        VALUES ((SELECT "key" FROM "SearchKey" WHERE "source" = 'Article' AND "sourceId" = new."id"), new."id", char(2, 2) || new."title", new."content");
END;

CREATE TRIGGER "Article_search_update" AFTER UPDATE OF "title", "content" ON "Article"
BEGIN
    UPDATE "ArticleSearch" SET "title" = char(2, 2) || new."title", "content" = new."content" WHERE rowid = (SELECT "key" FROM "SearchKey" WHERE "source" = 'Article' AND "sourceId" = new."id");
END;

CREATE VIRTUAL TABLE "VacancySearch" USING fts5("sourceId" UNINDEXED, "name", "content", tokenize = 'trigram');

INSERT INTO "SearchKey" ("source", "sourceId") SELECT 'Vacancy', "id" FROM "Vacancy";

INSERT INTO "VacancySearch" (rowid, "sourceId", "name", "content")
    SELECT k."key", t."id", char(2, 2) || t."name", t."content"
    FROM "Vacancy" t JOIN "SearchKey" k ON k."source" = 'Vacancy' AND k."sourceId" = t."id";

CREATE TRIGGER "Vacancy_search_insert" AFTER INSERT ON "Vacancy"
BEGIN
    INSERT INTO "SearchKey" ("source", "sourceId") VALUES ('Vacancy', new."id");
    INSERT INTO "VacancySearch" (rowid, "sourceId", "name", "content")
        VALUES ((SELECT "key" FROM "SearchKey" WHERE "source" = 'Vacancy' AND "sourceId" = new."id"), new."id", char(2, 2) || new."name", new."content");
END;

CREATE TRIGGER "Vacancy_search_delete" AFTER DELETE ON "Vacancy"
BEGIN
    DELETE FROM "VacancySearch" WHERE rowid = (SELECT "key" FROM "SearchKey" WHERE "source" = 'Vacancy' AND "sourceId" = old."id");
    DELETE FROM "SearchKey" WHERE "source" = 'Vacancy' AND "sourceId" = old."id";
END;

CREATE TRIGGER "Vacancy_search_update" AFTER UPDATE OF "name", "content" ON "Vacancy"
BEGIN
    UPDATE "VacancySearch" SET "name" = char(2, 2) || new."name", "content" = new."content" WHERE rowid = (SELECT "key" FROM "SearchKey" WHERE "source" = 'Vacancy' AND "sourceId" = new."id");
END;
