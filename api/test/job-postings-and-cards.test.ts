import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '@agency/schema/social-card';
import { loadConfig } from '../src/env.ts';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';
import { asType, checkRequired, jsonLdOf, metaOf } from './structured-data.ts';

// The data behind /careers' job postings and the articles' social cards changes with staff writes:
// a hidden or deleted vacancy's posting leaves the kept page on the next request, and an article's
// card is drawn when it is published or changed and served as a 1200 x 630 PNG (decision 028).

const SITE = 'http://site.test';
const { site } = loadConfig({ SITE_NAME: 'Northwind Labs', SITE_COUNTRY: 'PL' });

let app: TestApp;
let hr: string;
let editor: string;
beforeAll(async () => {
  app = await startTestApp({ webDist: builtWebDist(), site, rateLimits: GENEROUS_RATE_LIMITS });
  hr = (await app.staff(['HR'])).token;
  editor = (await app.staff(['COPYWRITER'])).token;
});
afterAll(() => app?.stop());

const html = async (path: string) => (await fetch(`${app.baseUrl}${path}`)).text();
async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}
const postings = async () => asType(jsonLdOf(await html('/careers')), 'JobPosting');
const posted = async () => (await postings()).map((p) => p.title);

const createVacancy = (name: string, city: string) =>
  gql<{ createVacancy: { id: string } }>(
    'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
    {
      input: {
        name,
        city,
        languageLvl: 'B2',
        experience: '2+ years',
        content: '<p>Build.</p>',
        visibility: true,
      },
    },
    hr,
  ).then((d) => d.createVacancy.id);

describe('job postings on /careers', () => {
  it('one per visible vacancy: a place with its country, or remote work with the country applicants live in', async () => {
    await createVacancy('Backend Engineer', 'Warsaw');
    await createVacancy('Designer', 'Remote');
    await createVacancy('QA Lead', 'Warsaw or remote');
    const all = await postings();
    for (const posting of all) expect(checkRequired(posting as never), String(posting.title)).toEqual([]);
    const byTitle = Object.fromEntries(all.map((p) => [String(p.title), p]));
    expect(byTitle['Backend Engineer']).toMatchObject({
      jobLocation: { address: { addressLocality: 'Warsaw', addressCountry: 'PL' } },
      hiringOrganization: { name: 'Northwind Labs' },
      employmentType: 'FULL_TIME',
      directApply: true,
    });
    expect(byTitle['Backend Engineer']!.jobLocationType).toBeUndefined();
    expect(byTitle['Designer']).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'PL' },
    });
    expect(byTitle['Designer']!.jobLocation).toBeUndefined();
    expect(byTitle['QA Lead']).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Warsaw' } },
    });
  });

  it('a hidden vacancy leaves at once, and so does a deleted one, though the page was kept', async () => {
    const id = await createVacancy('Data Engineer', 'Warsaw');
    expect(await posted()).toContain('Data Engineer');
    // Kept now: the same answer again, from the response cache.
    const first = await fetch(`${app.baseUrl}/careers`);
    expect(first.headers.get('etag')).toBeTruthy();
    await gql('mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }', { id }, hr);
    expect(await posted()).not.toContain('Data Engineer');
    await gql('mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: true) { id } }', { id }, hr);
    expect(await posted()).toContain('Data Engineer');
    await gql('mutation($id: ID!) { deleteVacancy(id: $id) }', { id }, hr);
    expect(await posted()).not.toContain('Data Engineer');
  });

  it('a vacancy named to break out of the script stays data', async () => {
    const name = '</script><script>alert(1)</script> & Co';
    await createVacancy(name, 'Warsaw');
    const page = await html('/careers');
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    for (const [, text] of blocks) expect(text).not.toMatch(/<|>/);
    expect(await posted()).toContain(name);
  });
});

const ARTICLE_FIELDS = 'id slug socialImageUrl';
const createArticle = (title: string, visibility: boolean) =>
  gql<{ createArticle: { id: string; slug: string; socialImageUrl: string | null } }>(
    `mutation($input: ArticleCreateInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`,
    { input: { title, description: 'A probe.', content: '<p>Body</p>', category: 'DESIGN', visibility } },
    editor,
  ).then((d) => d.createArticle);
const updateArticle = (id: string, input: Record<string, unknown>) =>
  gql<{ updateArticle: { id: string; slug: string; socialImageUrl: string | null } }>(
    `mutation($id: ID!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`,
    { id, input },
    editor,
  ).then((d) => d.updateArticle);

async function card(url: string | null | undefined) {
  expect(url).toMatch(/^http:\/\/site\.test\/api\/images\/[\w-]+$/);
  const res = await fetch(url!.replace(SITE, app.baseUrl));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    size: pngSize(new Uint8Array(await res.arrayBuffer())),
  };
}

describe("an article's social card", () => {
  it('is drawn when the article is published, shown as og:image, and redrawn when its title changes', async () => {
    const draft = await createArticle('Colour systems that scale', false);
    expect(draft.socialImageUrl).toBeNull();
    const published = (
      await gql<{ setArticleVisibility: { socialImageUrl: string } }>(
        'mutation($id: ID!) { setArticleVisibility(id: $id, visibility: true) { socialImageUrl } }',
        { id: draft.id },
        editor,
      )
    ).setArticleVisibility.socialImageUrl;
    expect(await card(published)).toEqual({
      status: 200,
      type: 'image/png',
      size: { width: 1200, height: 630 },
    });
    const page = await html(`/blog/${draft.slug}`);
    expect(metaOf(page, 'og:image')).toBe(published);
    expect(asType(jsonLdOf(page), 'BlogPosting')[0]!.image).toContain(published);

    // A change of description keeps the card; a new title draws a new one and drops the old file.
    expect((await updateArticle(draft.id, { description: 'New summary.' })).socialImageUrl).toBe(published);
    const renamed = (await updateArticle(draft.id, { title: 'Colour systems that scale well' }))
      .socialImageUrl;
    expect(renamed).not.toBe(published);
    expect((await card(renamed)).size).toEqual({ width: 1200, height: 630 });
    expect((await fetch(published.replace(SITE, app.baseUrl))).status).toBe(404);
    expect(metaOf(await html(`/blog/${draft.slug}`), 'og:image')).toBe(renamed);

    await gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id: draft.id }, editor);
    expect((await fetch(renamed!.replace(SITE, app.baseUrl))).status).toBe(404);
  });

  it('articles without one (seeded, or older than cards) get theirs drawn; until then the blog card stands in', async () => {
    const seeded = '/blog/why-dedicated-teams-ship-faster';
    expect(metaOf(await html(seeded), 'og:image')).toBe(`${SITE}/social/blog.png`);
    expect(await app.services.articles.drawMissingCards()).toBeGreaterThan(0);
    const drawn = metaOf(await html(seeded), 'og:image');
    expect((await card(drawn)).size).toEqual({ width: 1200, height: 630 });
  });
});
