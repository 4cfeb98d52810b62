-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "actorId" TEXT,
    "actorEmail" TEXT,
    "ip" TEXT,
    "targetType" TEXT,
    "targetId" TEXT,
    "targetLabel" TEXT,
    "summary" TEXT NOT NULL,
    "details" TEXT
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "nextRunAt" DATETIME NOT NULL,
    "lastRunAt" DATETIME,
    "lastRunBy" TEXT
);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_action_createdAt_idx" ON "AuditEntry"("action", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_createdAt_idx" ON "AuditEntry"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_targetType_targetId_idx" ON "AuditEntry"("targetType", "targetId");

-- The audit log is append-only (decision 030): no statement may change an entry. Only the
-- retention job deletes entries, once they are older than AUDIT_RETENTION_DAYS.
CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE ON "AuditEntry"
BEGIN
    SELECT RAISE(ABORT, 'audit entries cannot be changed');
END;
