-- CreateTable
CREATE TABLE "BotCheckSpent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "BotCheckSpent_expiresAt_idx" ON "BotCheckSpent"("expiresAt");
