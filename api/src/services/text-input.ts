import { invalidInput } from '../errors.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses text that is not valid Unicode anywhere in a request's input: JSON may carry a lone
 * UTF-16 surrogate ("\ud800"), which no database stores (Prisma fails on it). Both doors run this
 * on everything they receive (REST bodies, GraphQL variables) before any service sees it, and the
 * answer names the field: the nearest key above the text that is not an array index. The doors
 * bound how deep and wide that input may be (security/json-limits.ts), so the walk stays short.
 */
export function assertWellFormedText(value: unknown, field = 'input'): void {
  if (typeof value === 'string') {
    if (!LONE_SURROGATE.test(value)) return;
    throw invalidInput(`${field} contains a character that is not valid text.`, {
      [field]: 'Remove the broken character (an unpaired UTF-16 surrogate).',
    });
  }
  if (Array.isArray(value)) {
    for (const item of value) assertWellFormedText(item, field);
  } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      assertWellFormedText(key, field);
      assertWellFormedText(item, key);
    }
  }
}
