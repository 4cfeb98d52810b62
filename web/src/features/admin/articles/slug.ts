import { SLUG_MAX } from '@agency/schema/slug';

/**
 * What the slug field keeps of what is typed: lower case, spaces and other separators become one
 * hyphen, anything else is dropped. A trailing hyphen stays while typing and is trimmed on save.
 */
export function cleanSlugInput(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX);
}
