import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The copy of @whatwg-node/promise-helpers that Yoga and envelop load, in both its module forms,
// with patches/@whatwg-node__promise-helpers@1.3.2.patch applied (decision 036).
type Helpers = {
  fakePromise: <T>(value: T) => PromiseLike<T> & { finally: (cb: () => void) => unknown };
  unfakePromise: (value: unknown) => unknown;
};
const fromYoga = createRequire(createRequire(import.meta.url).resolve('graphql-yoga'));
const cjsPath = fromYoga.resolve('@whatwg-node/promise-helpers');
const cjs = fromYoga(cjsPath) as Helpers;
const esm = (await import(
  pathToFileURL(path.join(path.dirname(cjsPath), '..', 'esm', 'index.js')).href
)) as Helpers;

describe("Yoga's fake promises", () => {
  it.each([
    ['CommonJS', cjs],
    ['ES module', esm],
  ])('(%s) share one class whatever they hold, and behave as before', (_form, helpers) => {
    const small = helpers.fakePromise(1);
    const large = helpers.fakePromise({ data: { articles: [] } });
    // An object literal with computed keys per call is what fell onto V8's slow path.
    expect(Object.getPrototypeOf(small)).toBe(Object.getPrototypeOf(large));
    expect(Object.getPrototypeOf(small)).not.toBe(Object.prototype);
    expect(Object.prototype.toString.call(small)).toBe('[object Promise]');
    expect(helpers.unfakePromise(small.then((v) => v + 1))).toBe(2);
    let ran = false;
    expect(helpers.unfakePromise(helpers.fakePromise(5).finally(() => (ran = true)))).toBe(5);
    expect(ran).toBe(true);
    expect(() =>
      helpers.unfakePromise(
        small.then(() => {
          throw new Error('from a step');
        }),
      ),
    ).toThrow('from a step');
  });
});
