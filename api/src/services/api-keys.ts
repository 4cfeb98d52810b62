import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PATTERN, API_KEY_PREFIX, apiKeyCreate } from '@agency/schema/api-keys';
import { can, PERMISSIONS, type Permission } from '@agency/schema/roles';
import type { ApiKey } from '../db.ts';
import { AppError, forbidden, invalidInput, notFound } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, viewerCan, type AccessTable } from './access.ts';
import { audited, recordAudit } from './audit.ts';
import { parseInput, recordId } from './input.ts';
import { parseRoles } from './users-shared.ts';
import { parseSources, sourceAllowed } from './api-key-sources.ts';

/** How stale lastUsedAt may get, and how often a key's reads are written to the audit log. */
export const API_KEY_USE_EVERY_MS = 60_000;

/** A key as the API keys screen shows it: never the secret or its hash. */
export type PublicApiKey = {
  id: string;
  name: string;
  /** The first characters of the key, so a person can match a key they hold to its row. */
  prefix: string;
  permissions: Permission[];
  allowedSources: string[];
  expiresAt: Date | null;
  createdAt: Date;
  createdByEmail: string;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
};

const hashKey = (key: string) => createHash('sha256').update(key).digest();
const list = (stored: string) => stored.split(',').filter(Boolean);
const knownPermissions = (stored: string) =>
  list(stored).filter((p): p is Permission => Object.hasOwn(PERMISSIONS, p));

const toPublic = (k: ApiKey): PublicApiKey => ({
  id: k.id,
  name: k.name,
  prefix: `${API_KEY_PREFIX}${k.id}`,
  permissions: knownPermissions(k.permissions),
  allowedSources: list(k.allowedSources),
  expiresAt: k.expiresAt,
  createdAt: k.createdAt,
  createdByEmail: k.createdByEmail,
  lastUsedAt: k.lastUsedAt,
  lastUsedIp: k.lastUsedIp,
  revokedAt: k.revokedAt,
});

const keyTarget = (k: { id: string; name: string }) => ({ type: 'apiKey' as const, id: k.id, label: k.name });

/** Every refusal of a key is about the request itself: GraphQL answers it with the HTTP status too. */
const refused = (code: 'UNAUTHENTICATED' | 'FORBIDDEN', message: string) =>
  new AppError(code, message, { requestError: true });
export const API_KEY_ERRORS = {
  unknown: 'This API key is not valid.',
  revoked: 'This API key was revoked.',
  expired: 'This API key has expired.',
  creatorGone: 'The account that created this API key is deactivated or deleted, so the key no longer works.',
  source: 'This API key may not be used from this address.',
} as const;

/**
 * API keys for programs (decision 060). A key acts for the staff member who created it, with the
 * permissions chosen for it that the creator still holds: it never outranks a person. The database
 * is read on every request (as for sessions), so a revoked key stops at once on every instance.
 */
export class ApiKeysService {
  static readonly access = {
    list: 'manageApiKeys',
    create: 'manageApiKeys',
    revoke: 'manageApiKeys',
  } as const satisfies AccessTable<ApiKeysService>;

  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null): Promise<PublicApiKey[]> {
    requirePermission(viewer, ApiKeysService.access.list);
    // A few dozen keys at most: one page, newest first, revoked ones kept for the record.
    const keys = await this.d.db.apiKey.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
    return keys.map(toPublic);
  }

  /** Creates a key; the answer holds the whole key, which is never shown again. */
  async create(actor: Actor, input: unknown): Promise<{ key: string; apiKey: PublicApiKey }> {
    const v = requirePermission(actor.viewer, ApiKeysService.access.create);
    if (v.apiKey) throw forbidden('An API key cannot create other keys.');
    const parsed = parseInput(apiKeyCreate, input);
    const permissions = [...new Set(parsed.permissions)] as Permission[];
    const lacking = permissions.filter((p) => !viewerCan(v, p));
    if (lacking.length) {
      const message = `You cannot give a key a permission you do not hold: ${lacking.join(', ')}.`;
      throw forbidden(message, { permissions: message });
    }
    const expiresAt = parsed.expiresAt ?? null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
      throw invalidInput(API_KEY_MESSAGES.expiresAt, { expiresAt: API_KEY_MESSAGES.expiresAt });
    const sources = parseSources(parsed.allowedSources ?? []);
    if (!sources)
      throw invalidInput(API_KEY_MESSAGES.allowedSources, {
        allowedSources: API_KEY_MESSAGES.allowedSources,
      });
    const id = randomBytes(8).toString('hex');
    const key = `${API_KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
    const created = await audited(
      this.d.db,
      (tx) =>
        tx.apiKey.create({
          data: {
            id,
            name: parsed.name,
            secretHash: hashKey(key).toString('hex'),
            permissions: permissions.join(','),
            allowedSources: sources.join(','),
            expiresAt,
            createdById: v.id,
            createdByEmail: v.email,
          },
        }),
      (row) => ({
        action: 'API_KEY_CREATED',
        by: actor,
        target: keyTarget(row),
        summary: `Created the API key "${row.name}" (${permissions.join(', ')})`,
        details: { permissions, allowedSources: sources, expires: expiresAt?.toISOString() ?? null },
      }),
    );
    return { key, apiKey: toPublic(created) };
  }

  async revoke(actor: Actor, idInput: unknown): Promise<PublicApiKey> {
    const v = requirePermission(actor.viewer, ApiKeysService.access.revoke);
    const id = recordId(idInput);
    const existing = await this.d.db.apiKey.findUnique({ where: { id } });
    if (!existing) throw notFound('API key');
    if (existing.revokedAt) return toPublic(existing);
    const row = await audited(
      this.d.db,
      async (tx) => {
        await tx.apiKey.updateMany({
          where: { id, revokedAt: null },
          data: { revokedAt: new Date(), revokedByEmail: v.email },
        });
        return tx.apiKey.findUniqueOrThrow({ where: { id } });
      },
      (r) => ({
        action: 'API_KEY_REVOKED',
        by: actor,
        target: keyTarget(r),
        summary: `Revoked the API key "${r.name}"`,
      }),
    );
    return toPublic(row);
  }

  /**
   * The viewer a key stands for, or a clear refusal (401 unknown, revoked, expired; 403 from an
   * address the key does not allow). Also counts the key's own rate limit and notes its use.
   */
  async viewerFromKey(key: string, ip: string): Promise<Viewer> {
    const match = API_KEY_PATTERN.exec(key);
    if (!match) throw refused('UNAUTHENTICATED', API_KEY_ERRORS.unknown);
    const id = match[1]!;
    const row = await this.d.db.apiKey.findUnique({ where: { id } });
    // Compared in constant time: the id is public, the hash of the rest is the secret.
    const given = hashKey(key);
    const stored = row ? Buffer.from(row.secretHash, 'hex') : Buffer.alloc(given.length);
    if (!row || stored.length !== given.length || !timingSafeEqual(stored, given))
      throw refused('UNAUTHENTICATED', API_KEY_ERRORS.unknown);
    if (row.revokedAt) throw refused('UNAUTHENTICATED', API_KEY_ERRORS.revoked);
    const now = Date.now();
    if (row.expiresAt && row.expiresAt.getTime() <= now)
      throw refused('UNAUTHENTICATED', API_KEY_ERRORS.expired);
    if (!sourceAllowed(list(row.allowedSources), ip)) throw refused('FORBIDDEN', API_KEY_ERRORS.source);
    await this.d.limits.consume('apiKeyRequests', id);
    const creator = await this.d.db.user.findUnique({ where: { id: row.createdById } });
    if (!creator?.active) throw refused('UNAUTHENTICATED', API_KEY_ERRORS.creatorGone);
    const roles = parseRoles(creator.roles);
    const viewer: Viewer = {
      id: creator.id,
      // The audit log names the key: every entry a key's request writes says which key did it.
      email: `API key "${row.name}" (${creator.email})`.slice(0, 200),
      name: row.name,
      roles: [],
      sessionId: `apikey:${row.id}`,
      // A key holds what was chosen for it and what its creator still may: never more than a person.
      apiKey: {
        id: row.id,
        name: row.name,
        permissions: knownPermissions(row.permissions).filter((p) => can(roles, p)),
      },
    };
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > API_KEY_USE_EVERY_MS)
      void this.#noteUse(row, viewer, ip, now);
    return viewer;
  }

  /**
   * At most once a minute per key, on whichever instance wins the conditional update: the key's
   * last use and one API_KEY_USED entry (its reads; each write has its own entry already).
   */
  async #noteUse(row: ApiKey, viewer: Viewer, ip: string, now: number): Promise<void> {
    try {
      await this.d.db.$transaction(async (tx) => {
        const { count } = await tx.apiKey.updateMany({
          where: {
            id: row.id,
            OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - API_KEY_USE_EVERY_MS) } }],
          },
          data: { lastUsedAt: new Date(now), lastUsedIp: ip.slice(0, 100) },
        });
        if (count !== 1) return;
        await recordAudit(tx, {
          action: 'API_KEY_USED',
          by: { viewer, ip },
          target: keyTarget(row),
          summary: `The API key "${row.name}" was used (recorded at most once a minute)`,
        });
      });
    } catch (err) {
      this.d.log.warn({ err, apiKeyId: row.id }, 'could not record API key use');
    }
  }
}
