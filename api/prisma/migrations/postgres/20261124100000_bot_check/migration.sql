-- CreateTable
CREATE TABLE "BotCheckSpent" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BotCheckSpent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BotCheckSpent_expiresAt_idx" ON "BotCheckSpent"("expiresAt");
