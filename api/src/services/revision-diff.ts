import { diffWords } from 'diff';
import { plainText } from './plain-text.ts';
import { FIELD_LABELS, snapshotFields, type RecordType, type Snapshot } from './revision-fields.ts';

export type DiffPart = { kind: 'SAME' | 'ADDED' | 'REMOVED'; text: string };
export type FieldDiff = { field: string; label: string; before: string; after: string; parts: DiffPart[] };

/** Longest text compared word by word; past it a field shows as replaced, so a diff stays cheap. */
const MAX_DIFF_CHARS = 60_000;

const shown = (field: string, value: string | boolean | null): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // Rich text is compared as the words a reader sees, not its markup.
  return field === 'content' ? plainText(value) : value;
};

/**
 * The fields that differ between two snapshots, each as a word-level diff of its readable text
 * (the `diff` package's diffWords: maintained, and what people expect from "track changes").
 */
export function diffSnapshots(type: RecordType, from: Snapshot, to: Snapshot): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const field of snapshotFields(type)) {
    if ((from[field] ?? null) === (to[field] ?? null)) continue;
    const before = shown(field, from[field] ?? null);
    const after = shown(field, to[field] ?? null);
    const parts: DiffPart[] =
      before.length + after.length > MAX_DIFF_CHARS
        ? [
            { kind: 'REMOVED', text: before },
            { kind: 'ADDED', text: after },
          ]
        : diffWords(before, after).map((c) => ({
            kind: c.added ? 'ADDED' : c.removed ? 'REMOVED' : 'SAME',
            text: c.value,
          }));
    out.push({ field, label: FIELD_LABELS[field] ?? field, before, after, parts });
  }
  return out;
}
