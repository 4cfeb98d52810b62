import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.rest('GET', '/readyz')).body).toEqual({ status: 'ready' });
  });

  it('echoes a request id', async () => {
    const res = await app.rest('GET', '/healthz', undefined, undefined, { 'x-request-id': 'abc-123' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});
