/**
 * Unsaved editor content kept in this browser's localStorage, so a failed save, a lost connection,
 * an ended session or a closed tab does not lose what someone wrote. One draft per person and item
 * (`article:<id>`, `vacancy:new`, …): a shared computer never offers one person's draft to another.
 */
const PREFIX = 'admin-draft:';
/** Drafts older than this are forgotten when next read. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type Draft<V> = { values: V; savedAt: number };

export const draftStorageKey = (userId: string, item: string) => `${PREFIX}${userId}:${item}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage blocked by the browser: drafts are simply not kept
  }
}

/** The stored draft, if there is one of the same shape and not too old. */
export function readDraft<V extends Record<string, unknown>>(key: string, shape: V): Draft<V> | undefined {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<Draft<V>>;
    const values = draft.values;
    const fresh = typeof draft.savedAt === 'number' && Date.now() - draft.savedAt < MAX_AGE_MS;
    const sameShape =
      values != null &&
      typeof values === 'object' &&
      Object.keys(shape).every(
        (field) =>
          field in values &&
          (values[field] === null || shape[field] === null || typeof values[field] === typeof shape[field]),
      );
    if (fresh && sameShape) return { values: { ...shape, ...values }, savedAt: draft.savedAt! };
    store?.removeItem(key);
  } catch {
    store?.removeItem(key);
  }
  return undefined;
}

export function writeDraft<V>(key: string, values: V): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies Draft<V>));
  } catch {
    // Full or blocked storage: the editor still works, only without a kept draft.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
