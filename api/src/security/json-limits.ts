import { AppError } from '../errors.ts';

/**
 * How far a JSON body may nest and how wide it may be, for every door that reads JSON: REST bodies,
 * GraphQL bodies, a GraphQL GET's variables and a multipart request's `operations` and `map`.
 * No form, staff write or GraphQL request of this product comes near them (the deepest is a GraphQL
 * body with an input object: 5 levels); a body past them is refused before JSON.parse builds
 * anything, so the walks that follow (the text check, zod, the resolvers) always meet small values.
 */
export const JSON_LIMITS = {
  /** Objects and arrays inside each other. */
  depth: 32,
  /** Members of one object or elements of one array. */
  members: 1_000,
  /** Members and elements in the whole body: bounds what JSON.parse allocates (a few hundred KB). */
  values: 10_000,
} as const;

export type JsonShapeProblem = { message: string; field: string };

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Reads JSON text chunk by chunk, as it arrives, and stops at the first place where it nests deeper
 * or grows wider than JSON_LIMITS. It does not parse: it tracks only whether it is inside a string,
 * the depth, and a count per open container, in a fixed array, so it allocates nothing per byte and
 * the caller can stop reading the body at once. Whether the text is valid JSON is JSON.parse's
 * question, asked afterwards. The characters it looks for are ASCII, which never occur inside a
 * multi-byte UTF-8 sequence, so byte chunks may split characters anywhere.
 */
export class JsonShapeScanner {
  #depth = 0;
  #values = 0;
  #inString = false;
  #escaped = false;
  readonly #members = new Uint32Array(JSON_LIMITS.depth + 1);
  #problem: JsonShapeProblem | null = null;

  /** The problem found so far, or null; once found, later chunks are not read. */
  write(chunk: Uint8Array | string): JsonShapeProblem | null {
    if (this.#problem) return this.#problem;
    if (typeof chunk === 'string') {
      for (let i = 0; i < chunk.length && !this.#problem; i++) this.#read(chunk.charCodeAt(i));
    } else {
      for (let i = 0; i < chunk.length && !this.#problem; i++) this.#read(chunk[i]!);
    }
    return this.#problem;
  }

  /** One byte of UTF-8, or one UTF-16 unit of a string: the characters looked for are the same. */
  #read(code: number): void {
    if (this.#inString) {
      if (this.#escaped) this.#escaped = false;
      else if (code === BACKSLASH) this.#escaped = true;
      else if (code === QUOTE) this.#inString = false;
    } else if (code === QUOTE) {
      this.#inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++this.#depth > JSON_LIMITS.depth) this.#problem = tooDeep();
      else this.#members[this.#depth] = 0;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      // Unbalanced text is left to JSON.parse, which names it.
      if (this.#depth > 0) this.#depth--;
    } else if (code === COMMA) {
      // n commas in a container mean n + 1 members.
      if (++this.#members[this.#depth]! >= JSON_LIMITS.members) this.#problem = tooWide();
      else if (++this.#values >= JSON_LIMITS.values) this.#problem = tooMany();
    }
  }
}

const tooDeep = (): JsonShapeProblem => ({
  message: `The JSON is nested too deeply: at most ${JSON_LIMITS.depth} levels of objects and arrays.`,
  field: 'body',
});
const tooWide = (): JsonShapeProblem => ({
  message: `The JSON has an object or array with more than ${JSON_LIMITS.members} members.`,
  field: 'body',
});
const tooMany = (): JsonShapeProblem => ({
  message: `The JSON holds too many values: at most ${JSON_LIMITS.values}.`,
  field: 'body',
});

/** The problem with a whole JSON text (a string or bytes), or null when its shape is within limits. */
export function jsonShapeProblem(text: string | Uint8Array): JsonShapeProblem | null {
  return new JsonShapeScanner().write(text);
}

/**
 * JSON.parse for text a caller sent: a shape past JSON_LIMITS or text that is not JSON is a 400
 * naming `field`; `label` says where the text came in ('"variables" parameter').
 */
export function parseJsonWithinLimits(text: string, field: string, label: string): unknown {
  const problem = jsonShapeProblem(text);
  if (problem)
    throw new AppError('BAD_USER_INPUT', problem.message, { fields: { [field]: problem.message } });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const message = `The ${label} is not valid JSON.`;
    throw new AppError('BAD_USER_INPUT', message, { fields: { [field]: message } });
  }
}
