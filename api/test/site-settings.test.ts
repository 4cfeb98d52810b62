import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@agency/schema/site-pages';
import { loadConfig, type Config } from '../src/env.ts';
import { builtWebDist, startTestApp, type TestApp } from './harness.ts';

// The pages as the server renders them, from the built web app (npm test builds it before this
// suite; alone: `node scripts/run.mjs true && cd web && npx vite build && npx vite build --ssr`).

const CONFIGURED = {
  SITE_NAME: 'Northwind Labs',
  CONTACT_EMAIL: 'hello@northwind.example',
  PRIVACY_EMAIL: 'privacy@northwind.example',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/northwind-labs',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/northwind.labs',
  SOCIAL_UPWORK_URL: 'https://www.upwork.com/agencies/northwind',
  TEAM_CEO_LINKEDIN_URL: 'https://www.linkedin.com/in/northwind-ceo',
  TEAM_COO_LINKEDIN_URL: 'https://www.linkedin.com/in/northwind-coo',
  TEAM_PM_LINKEDIN_URL: 'https://www.linkedin.com/in/northwind-pm',
  TEAM_HR_LINKEDIN_URL: 'https://www.linkedin.com/in/northwind-hr',
  SITE_COUNTRY: 'UA',
};

const siteFrom = (env: Record<string, string>): Pick<Config, 'site' | 'missingSiteSettings'> => {
  const { site, missingSiteSettings } = loadConfig(env);
  return { site, missingSiteSettings };
};

const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** Pages with their full text: every public page and the static full privacy policy. */
const PAGES = [...PUBLIC_PAGES, '/privacy-policy.html'];

/** A logger that keeps the warnings it is given, to read them back. */
function warningLog() {
  const warnings: { msg: string; unset?: string[] }[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        const line = JSON.parse(String(chunk)) as { level: number; msg: string; unset?: string[] };
        if (line.level === 40 && /site settings/i.test(line.msg)) warnings.push(line);
        done();
      },
    }),
  );
  return { logger, warnings };
}

async function pages(app: TestApp, list: readonly string[] = PAGES) {
  const out: Record<string, string> = {};
  for (const page of list) {
    const res = await fetch(`${app.baseUrl}${page}`);
    expect(res.status, page).toBe(200);
    out[page] = await res.text();
  }
  return out;
}

let WEB_DIST: string;
beforeAll(() => {
  WEB_DIST = builtWebDist();
});

describe('with no site settings (the neutral defaults)', () => {
  let app: TestApp;
  let html: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ webDist: WEB_DIST, ...siteFrom({}) });
    html = await pages(app);
  });
  afterAll(() => app.stop());

  it('no link points at a placeholder, and the unset profiles and addresses have no link at all', () => {
    for (const [page, text] of Object.entries(html)) {
      const hrefs = hrefsOf(text);
      expect(hrefs.length, page).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => /agency\.local|replace-with|\{\{/.test(href)),
        page,
      ).toEqual([]);
      expect(
        hrefs.filter((href) => /linkedin\.com|instagram\.com|upwork\.com|^mailto:/.test(href)),
        page,
        // The Aqua Pal case's own policy names the app's address, not ours.
      ).toEqual(page === '/cases/aqua-pal/privacy-policy' ? ['mailto:privacy@aquapal.app'] : []);
      expect(text, page).not.toMatch(/agency\.local|replace-with|\{\{/);
    }
    // Privacy questions go through the contact form instead.
    expect(hrefsOf(html['/privacy']!)).toContain('/#contact');
    expect(html['/privacy-policy.html']).toContain('through <a href="/#contact">the contact form</a>');
    // The footer shows no empty "Follow us" block; the leaders' cards are still there.
    expect(html['/']).not.toContain('Follow us or write to us');
    expect(html['/company']).toContain('Andrii Melnyk');
  });

  it('both privacy pages state the default retention of form submissions (LEAD_RETENTION_DAYS, 365)', () => {
    for (const page of ['/privacy', '/privacy-policy.html'])
      expect(html[page], page).toContain('are deleted automatically 365 days after they arrive');
  });

  it('uses the neutral brand', () => {
    expect(titleOf(html['/']!)).toBe('Professional Software Development | Agency');
    expect(html['/']).toContain('aria-label="Agency, main page"');
  });
});

describe('with the site settings', () => {
  let app: TestApp;
  let html: Record<string, string>;
  const log = warningLog();
  beforeAll(async () => {
    app = await startTestApp(
      { webDist: WEB_DIST, nodeEnv: 'production', ...siteFrom({ ...CONFIGURED, LEAD_RETENTION_DAYS: '90' }) },
      { logger: log.logger },
    );
    html = await pages(app, ['/', '/company', '/privacy', '/privacy-policy.html']);
  });
  afterAll(() => app.stop());

  it('starts in production without a warning', () => {
    expect(log.warnings).toEqual([]);
  });

  it('the footer and the mobile menu link every profile and the contact address', () => {
    const hrefs = hrefsOf(html['/privacy']!);
    for (const href of [
      CONFIGURED.SOCIAL_LINKEDIN_URL,
      CONFIGURED.SOCIAL_INSTAGRAM_URL,
      CONFIGURED.SOCIAL_UPWORK_URL,
      `mailto:${CONFIGURED.CONTACT_EMAIL}`,
    ])
      expect(hrefs).toContain(href);
    expect(html['/privacy']).toContain('Follow us or write to us');
  });

  it("each leader's card links their profile", () => {
    const hrefs = hrefsOf(html['/company']!);
    for (const key of ['CEO', 'COO', 'PM', 'HR'] as const)
      expect(hrefs).toContain(CONFIGURED[`TEAM_${key}_LINKEDIN_URL`]);
  });

  it('both privacy pages state the configured retention period, the one the daily job deletes by', () => {
    for (const page of ['/privacy', '/privacy-policy.html']) {
      expect(html[page], page).toContain('are deleted automatically 90 days after they arrive');
      expect(html[page], page).not.toContain('365 days');
    }
  });

  it('both privacy pages name the privacy address', () => {
    for (const page of ['/privacy', '/privacy-policy.html'])
      expect(hrefsOf(html[page]!), page).toContain(`mailto:${CONFIGURED.PRIVACY_EMAIL}`);
  });

  it('the brand follows SITE_NAME in titles, the logo, the footer and the social preview', () => {
    expect(titleOf(html['/']!)).toBe('Professional Software Development | Northwind Labs');
    expect(titleOf(html['/privacy-policy.html']!)).toBe('Privacy Policy | Northwind Labs');
    expect(html['/company']).toContain('<meta property="og:site_name" content="Northwind Labs"');
    expect(html['/company']).toContain('aria-label="Northwind Labs, main page"');
    expect(html['/company']).toMatch(/© (<!-- -->)?\d{4}(<!-- -->)? <a [^>]*>Northwind Labs<\/a>/);
    for (const [page, text] of Object.entries(html)) expect(text, page).not.toMatch(/>Agency</);
  });

  it('an unknown page answers 404 with a title that says so, with the brand', async () => {
    const res = await fetch(`${app.baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    expect(titleOf(await res.text())).toBe('Page not found | Northwind Labs');
  });

  it('a trailing slash redirects permanently (301) to the page, keeping the query', async () => {
    for (const [from, to] of [
      ['/services/ddt/', '/services/ddt'],
      ['/company/?utm_source=mail&x=1', '/company?utm_source=mail&x=1'],
      ['/blog///', '/blog'],
      ['/no/such/page/', '/no/such/page'],
      // Never a protocol-relative address that would leave the site.
      ['//evil.example/', '/evil.example'],
    ]) {
      const res = await fetch(`${app.baseUrl}${from}`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await fetch(`${app.baseUrl}/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('serves /favicon.ico and a 180x180 apple-touch-icon the pages link', async () => {
    const ico = await fetch(`${app.baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect(bytes.readUInt16LE(2)).toBe(1); // an icon resource
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

    expect(hrefsOf(html['/'] ?? '')).toContain('/apple-touch-icon.png');
    expect(html['/']).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    const touch = await fetch(`${app.baseUrl}/apple-touch-icon.png`);
    expect(touch.status).toBe(200);
    expect(touch.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await touch.arrayBuffer());
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it("the full privacy policy's own stylesheet is allowed by its hash, and nothing else inline is", async () => {
    const res = await fetch(`${app.baseUrl}/privacy-policy.html`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1];
    expect(style).toBeTruthy();
    const hash = createHash('sha256').update(style!, 'utf8').digest('base64');
    expect(styleSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(/(?:^|;)script-src 'self'(;|$)/.test(csp)).toBe(true);
  });
});

describe('start-up in production', () => {
  it('warns once when settings are missing, naming each one', async () => {
    const log = warningLog();
    const app = await startTestApp(
      {
        nodeEnv: 'production',
        ...siteFrom({ SITE_NAME: 'Northwind Labs', CONTACT_EMAIL: 'hello@northwind.example' }),
      },
      { logger: log.logger },
    );
    await app.stop();
    expect(log.warnings).toHaveLength(1);
    // PRIVACY_EMAIL falls back to CONTACT_EMAIL, so it is not missing.
    const unset = [
      'SOCIAL_LINKEDIN_URL',
      'SOCIAL_INSTAGRAM_URL',
      'SOCIAL_UPWORK_URL',
      'TEAM_CEO_LINKEDIN_URL',
      'TEAM_COO_LINKEDIN_URL',
      'TEAM_PM_LINKEDIN_URL',
      'TEAM_HR_LINKEDIN_URL',
      'SITE_COUNTRY',
    ];
    expect(log.warnings[0]!.unset).toEqual(unset);
    for (const name of unset) expect(log.warnings[0]!.msg).toContain(name);
  });

  it('refuses a profile that is not a web address and an address that is not an e-mail', () => {
    expect(() => loadConfig({ SOCIAL_LINKEDIN_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_LINKEDIN_URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
    // Empty counts as unset.
    expect(loadConfig({ SOCIAL_UPWORK_URL: '' }).site.social.upwork).toBeNull();
  });
});
