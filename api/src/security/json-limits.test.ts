import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, JsonShapeScanner, jsonShapeProblem, parseJsonWithinLimits } from './json-limits.ts';

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const list = (members: number) => `[${Array.from({ length: members }, () => '0').join(',')}]`;

describe('jsonShapeProblem', () => {
  it('takes what the product sends: forms, GraphQL bodies with input objects, up to the limits', () => {
    expect(jsonShapeProblem('{"name":"Ada","email":"a@b.c","roles":["ADMIN","HR"]}')).toBeNull();
    expect(jsonShapeProblem(nested(JSON_LIMITS.depth))).toBeNull();
    expect(jsonShapeProblem(list(JSON_LIMITS.members))).toBeNull();
  });

  it('refuses one level too deep, one member too many, and too many values in all', () => {
    expect(jsonShapeProblem(nested(JSON_LIMITS.depth + 1))?.message).toMatch(/nested too deeply/);
    expect(jsonShapeProblem(`[${nested(JSON_LIMITS.depth)}]`)?.message).toMatch(/nested too deeply/);
    expect(jsonShapeProblem(list(JSON_LIMITS.members + 1))?.message).toMatch(/more than 1000 members/);
    const many = `[${Array.from({ length: 11 }, () => list(999)).join(',')}]`;
    expect(jsonShapeProblem(many)?.message).toMatch(/too many values/);
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    const text = JSON.stringify({ message: '[{'.repeat(5000) + ','.repeat(5000) + '"\\'.repeat(100) });
    expect(jsonShapeProblem(text)).toBeNull();
  });

  it('stops at the first byte past a limit, across chunks split anywhere (even inside a character)', () => {
    const text = Buffer.from(`{"é":"ü",${'['.repeat(10_000)}`, 'utf8');
    const scanner = new JsonShapeScanner();
    let found = null;
    let at = 0;
    for (; at < text.length && !found; at += 3) found = scanner.write(text.subarray(at, at + 3));
    expect(found?.message).toMatch(/nested too deeply/);
    // Found within a few bytes of level 33, not at the end of the text.
    expect(at).toBeLessThan(30 + JSON_LIMITS.depth + 3);
    // Once found, later chunks are not read.
    expect(scanner.write(Buffer.from('}'))).toBe(found);
  });

  it('scans strings and bytes alike', () => {
    const text = nested(40);
    expect(jsonShapeProblem(text)).toEqual(jsonShapeProblem(Buffer.from(text)));
  });
});

describe('parseJsonWithinLimits', () => {
  it('parses JSON within the limits, and names the field for text that is not JSON or too deep', () => {
    expect(parseJsonWithinLimits('{"a":[1,2]}', 'variables', '"variables" parameter')).toEqual({ a: [1, 2] });
    expect(() => parseJsonWithinLimits('{', 'variables', '"variables" parameter')).toThrow(
      'The "variables" parameter is not valid JSON.',
    );
    expect(() => parseJsonWithinLimits(nested(10_000), 'operations', '"operations" field')).toThrow(
      /nested too deeply/,
    );
  });
});
