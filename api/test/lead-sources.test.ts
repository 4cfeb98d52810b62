import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

/** Where leads come from (decision 051): first-touch fields, the source filter, the dashboard. */
let app: TestApp;
let admin: string;
let hr: string;

beforeAll(async () => {
  app = await startTestApp({ trustProxy: true, rateLimits: GENEROUS_RATE_LIMITS });
  admin = (await app.staff(['ADMIN'])).token;
  hr = (await app.staff(['HR'])).token;
});
afterAll(async () => app?.stop());

let n = 0;
const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Dedicated Development Team',
  message: 'We need three engineers.',
  ...over,
});
const headers = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++n / 250)}.${(n % 250) + 1}` });

const SUBMIT = 'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';
const LEAD_FIELDS = 'id landingPage referrer utmSource utmMedium utmCampaign utmTerm utmContent source';
const LIST = `query($source: String, $after: String, $first: Int) {
  contactRequests(source: $source, after: $after, first: $first) {
    items { ${LEAD_FIELDS} } endCursor hasMore total
  }
}`;

async function send(over: Record<string, unknown>) {
  const res = await app.rest(
    'POST',
    '/graphql',
    { query: SUBMIT, variables: { input: contact(over) } },
    undefined,
    headers(),
  );
  return res.body as { data?: { submitContactRequest: { id: string } }; errors?: any[] };
}

describe('first touch on a lead', () => {
  it('stores the fields and derives the source (GraphQL)', async () => {
    const sent = await send({
      landingPage: '/?utm_source=Newsletter&utm_campaign=autumn',
      referrer: 'https://mail.example.org/inbox',
      utmSource: ' Newsletter ',
      utmCampaign: 'autumn',
    });
    const id = sent.data!.submitContactRequest.id;
    const list = await app.gql(LIST, { source: 'NEWSLETTER', first: 200 }, admin);
    const lead = list.data!.contactRequests.items.find((l: any) => l.id === id);
    expect(lead).toMatchObject({
      landingPage: '/?utm_source=Newsletter&utm_campaign=autumn',
      referrer: 'https://mail.example.org/inbox',
      utmSource: 'Newsletter',
      utmCampaign: 'autumn',
      utmMedium: null,
      source: 'newsletter',
    });
  });

  it('files a lead under the referrer host, else direct (REST bodies)', async () => {
    const a = await app.rest(
      'POST',
      '/api/send-form',
      contact({ referrer: 'https://www.Google.com/search?q=x' }),
      undefined,
      headers(),
    );
    expect(a.status).toBe(201);
    const b = await app.rest(
      'POST',
      '/api/send-vacancy-form',
      {
        name: 'Grace Hopper',
        email: `grace-${++n}@example.com`,
        country: 'Germany',
        position: 'QA Engineer',
        message: 'Hello.',
        landingPage: '/careers',
        referrer: '',
      },
      undefined,
      headers(),
    );
    expect(b.status).toBe(201);
    const google = await app.gql(LIST, { source: 'google.com' }, admin);
    expect(google.data!.contactRequests.items.map((l: any) => l.id)).toContain(a.body._id);
    const apps = await app.gql(
      `query { jobApplications(source: "direct") { items { id source landingPage referrer } } }`,
      {},
      hr,
    );
    expect(apps.data!.jobApplications.items).toContainEqual({
      id: b.body._id,
      source: 'direct',
      landingPage: '/careers',
      referrer: null,
    });
  });

  it.each([
    ['landingPage', 'https://evil.example/x'],
    ['landingPage', '//evil.example/x'],
    ['landingPage', '/' + 'a'.repeat(1000)],
    ['referrer', 'javascript:alert(1)'],
    ['referrer', 'not a url'],
    ['utmSource', 'x'.repeat(201)],
    ['utmCampaign', 'bad\u0000value'],
    ['utmTerm', 42],
  ])('refuses a malformed %s with a 400 naming it', async (field, value) => {
    const rest = await app.rest('POST', '/api/send-form', contact({ [field]: value }), undefined, headers());
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.fields ?? rest.body.extensions?.fields ?? {})).toEqual([field]);
    if (typeof value === 'string') {
      const gql = await send({ [field]: value });
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(gql.errors![0].extensions.fields)).toEqual([field]);
    }
  });

  it('pages a source filter by keyset and refuses an overlong filter', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await send({ utmSource: 'paged-src' })).data!.submitContactRequest.id);
    await send({ utmSource: 'other-src' });
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const r: any = await app.gql(LIST, { source: 'paged-src', first: 2, after }, admin);
      expect(r.data.contactRequests.total).toBe(5);
      seen.push(...r.data.contactRequests.items.map((l: any) => l.id));
      if (!r.data.contactRequests.hasMore) break;
      after = r.data.contactRequests.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const long = await app.gql(LIST, { source: 'x'.repeat(201) }, admin);
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty('source');
  });

  it('counts leads by source on the dashboard, per role', async () => {
    await send({ utmSource: 'counted' });
    await send({ utmSource: 'Counted' });
    const q =
      'query { dashboard { contactRequestSources { source count } jobApplicationSources { source count } } }';
    const mine = await app.gql(q, {}, admin);
    expect(mine.data!.dashboard.contactRequestSources).toContainEqual({ source: 'counted', count: 2 });
    const theirs = await app.gql(q, {}, hr);
    expect(theirs.data!.dashboard.contactRequestSources).toBeNull();
    expect(theirs.data!.dashboard.jobApplicationSources).toContainEqual({ source: 'direct', count: 1 });
    const stranger = await app.gql(`query { contactRequests(source: "counted") { total } }`, {});
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
