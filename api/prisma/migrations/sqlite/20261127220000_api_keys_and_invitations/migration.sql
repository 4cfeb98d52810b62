-- CreateTable (written by hand: the SQLite shadow database of `migrate diff` cannot replay the FTS5 tables of decision 037)
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "permissions" TEXT NOT NULL,
    "allowedSources" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME,
    "createdById" TEXT NOT NULL,
    "createdByEmail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME,
    "lastUsedIp" TEXT,
    "revokedAt" DATETIME,
    "revokedByEmail" TEXT
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "roles" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdById" TEXT,
    "createdByEmail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" DATETIME,
    "revokedAt" DATETIME,
    "userId" TEXT
);

-- CreateIndex
CREATE INDEX "ApiKey_createdAt_id_idx" ON "ApiKey"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Invitation_email_idx" ON "Invitation"("email");

-- CreateIndex
CREATE INDEX "Invitation_createdAt_id_idx" ON "Invitation"("createdAt", "id");

