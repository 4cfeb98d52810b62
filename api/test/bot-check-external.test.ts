import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { BOT_CHECK_PROBLEMS } from '../src/security/bot-check.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

/**
 * BOT_CHECK=turnstile and hcaptcha against a stand-in of the providers' siteverify endpoint: a real
 * HTTP server started here, speaking their protocol (a form-encoded POST of secret, response and
 * remoteip; JSON `{ success, "error-codes" }`). Its verdict depends on the token sent.
 */
const SECRET = 'test-secret-key';
const SITE_KEY = 'test-site-key';

type Seen = { path: string; form: URLSearchParams };
let standIn: http.Server;
let verifyUrl = '';
const seen: Seen[] = [];

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({ path: req.url ?? '', form });
      const token = form.get('response') ?? '';
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (token === 'hangs') return; // never answers
      if (token === 'broken') return answer(502, { error: 'bad gateway' });
      if (form.get('secret') !== SECRET)
        return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (token.startsWith('good')) return answer(200, { success: true, hostname: 'site.test' });
      if (token === 'stale') return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

let n = 0;
const contact = (botCheck?: unknown) => ({
  name: 'Ada Lovelace',
  email: `external-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
  botCheck,
});

describe.each(['turnstile', 'hcaptcha'] as const)('BOT_CHECK=%s', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    const env = {
      BOT_CHECK: mode,
      BOT_CHECK_SITE_KEY: SITE_KEY,
      BOT_CHECK_SECRET_KEY: SECRET,
      BOT_CHECK_VERIFY_URL: verifyUrl,
    };
    app = await startTestApp(
      { rateLimits: GENEROUS_RATE_LIMITS, botCheck: { ...loadConfig(env).botCheck, verifyTimeoutMs: 500 } },
      { env },
    );
  });
  afterAll(async () => app?.stop());

  const stored = async () => (await app.db.contactRequest.count()) + (await app.db.outboxMessage.count());
  const refused = (res: { status: number; body: any }, problem: keyof typeof BOT_CHECK_PROBLEMS) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { botCheck: BOT_CHECK_PROBLEMS[problem] },
    });
  };

  it('the challenge names the provider and its site key; pages may load its widget (CSP)', async () => {
    const res = await app.rest('GET', '/api/bot-check/challenge');
    expect(res.body).toEqual({ mode, siteKey: SITE_KEY });
    const gql = await app.gql('{ botCheckChallenge { mode siteKey altcha } }');
    expect(gql.data).toEqual({
      botCheckChallenge: { mode: mode.toUpperCase(), siteKey: SITE_KEY, altcha: null },
    });
    const csp = res.headers.get('content-security-policy')!;
    const host = mode === 'turnstile' ? 'https://challenges.cloudflare.com' : 'https://*.hcaptcha.com';
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${host.replace(/[.*]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`frame-src 'self' [^;]*${host.replace(/[.*]/g, '\\$&')}`));
  });

  it('a token the provider confirms is accepted once, and the provider heard the secret, token and address', async () => {
    const before = await stored();
    const token = `good-${mode}-${Date.now()}`;
    const res = await app.rest('POST', '/api/send-form', contact(token));
    expect(res.status).toBe(201);
    const asked = seen.findLast((s) => s.form.get('response') === token)!;
    expect(asked.path).toBe('/siteverify');
    expect(asked.form.get('secret')).toBe(SECRET);
    expect(asked.form.get('remoteip')).toBe('127.0.0.1');
    if (mode === 'hcaptcha') expect(asked.form.get('sitekey')).toBe(SITE_KEY);
    expect(await stored()).toBe(before + 2);
    // Sent again: refused here even though this stand-in would confirm it again.
    refused(await app.rest('POST', '/api/send-form', contact(token)), 'spent');
    expect(await stored()).toBe(before + 2);
  });

  it('missing, refused and stale tokens answer 400 naming botCheck and store nothing', async () => {
    const before = await stored();
    refused(await app.rest('POST', '/api/send-form', contact()), 'missing');
    refused(await app.rest('POST', '/api/send-form', contact('forged')), 'invalid');
    refused(await app.rest('POST', '/api/send-form', contact('stale')), 'expired');
    refused(await app.rest('POST', '/api/send-form', contact(42)), 'invalid');
    const gql = await app.gql(
      'mutation($e: String!, $b: String) { requestPasswordRecovery(email: $e, botCheck: $b) }',
      {
        e: 'owner@test.local',
        b: 'forged',
      },
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { botCheck: BOT_CHECK_PROBLEMS.invalid },
    });
    expect(await stored()).toBe(before);
    expect(await app.db.passwordResetToken.count()).toBe(0);
  });

  it('a provider that fails, hangs or refuses our secret answers 503 with Retry-After, storing nothing', async () => {
    const before = await stored();
    for (const token of ['broken', 'hangs']) {
      const started = Date.now();
      const res = await app.rest('POST', '/api/send-form', contact(token));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body.code).toBe('UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(3000);
    }
    const secret = app.config.botCheck.secretKey;
    app.config.botCheck.secretKey = 'a wrong secret';
    const res = await app
      .rest('POST', '/api/send-form', contact(`good-${Date.now()}`))
      .finally(() => (app.config.botCheck.secretKey = secret));
    expect(res.status).toBe(503);
    expect(await stored()).toBe(before);
  });
});

it('BOT_CHECK=turnstile or hcaptcha without its keys stops the start, naming them', () => {
  expect(() => loadConfig({ BOT_CHECK: 'turnstile' })).toThrow(
    /BOT_CHECK_SITE_KEY: required when BOT_CHECK=turnstile/,
  );
  expect(() => loadConfig({ BOT_CHECK: 'hcaptcha', BOT_CHECK_SITE_KEY: 'k' })).toThrow(
    /BOT_CHECK_SECRET_KEY: required when BOT_CHECK=hcaptcha/,
  );
  expect(() => loadConfig({ BOT_CHECK: 'maybe' })).toThrow(/BOT_CHECK/);
  expect(() => loadConfig({ BOT_CHECK_HMAC_KEY: 'short' })).toThrow(/BOT_CHECK_HMAC_KEY must be at least 32/);
  expect(loadConfig({}).botCheck.mode).toBe('altcha');
});
