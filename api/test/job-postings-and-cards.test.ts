import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '@agency/schema/social-card';
import { loadConfig } from '../src/env.ts';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';
import { asType, checkRequired, jsonLdOf, metaOf } from './structured-data.ts';

// Job postings and social cards follow staff writes. Each visible vacancy's JobPosting is on its own
// page (/careers/{slug}), located where that vacancy is, and none is on the /careers list (Google's
// guidelines: structured data goes on the most detailed page of a job; decision 038). A hidden or
// deleted vacancy's page answers 404 and its posting is gone, though the page was kept. An
// article's card is drawn when it is published or changed and served as a 1200 x 630 PNG (028).

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
const postingsOn = async (path: string) => asType(jsonLdOf(await html(path)), 'JobPosting');

type Created = { id: string; slug: string };
const createVacancy = (name: string, place: { city: string; country?: string; remote?: boolean }) =>
  gql<{ createVacancy: Created }>(
    'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug } }',
    {
      input: {
        name,
        ...place,
        languageLvl: 'B2',
        experience: '2+ years',
        content: '<p>Build.</p>',
        visibility: true,
      },
    },
    hr,
  ).then((d) => d.createVacancy);

describe('job postings', () => {
  it('none on /careers; one on each vacancy page, located where that vacancy is', async () => {
    const backend = await createVacancy('Backend Engineer', { city: 'Warsaw', remote: false });
    const designer = await createVacancy('Designer', { city: '', country: 'DE', remote: true });
    const qa = await createVacancy('QA Lead', { city: 'Kraków', country: 'PL', remote: true });

    const list = await html('/careers');
    expect(list).toContain('Backend Engineer');
    expect(asType(jsonLdOf(list), 'JobPosting')).toEqual([]);

    const posting = async (v: Created) => {
      const found = await postingsOn(`/careers/${v.slug}`);
      expect(found).toHaveLength(1);
      expect(checkRequired(found[0] as never), v.slug).toEqual([]);
      expect(found[0]).toMatchObject({
        url: `${SITE}/careers/${v.slug}`,
        hiringOrganization: { name: 'Northwind Labs' },
        employmentType: 'FULL_TIME',
        directApply: true,
      });
      return found[0]!;
    };
    // An office: its city, in the site's country (SITE_COUNTRY, as none was given).
    const atOffice = await posting(backend);
    expect(atOffice).toMatchObject({
      title: 'Backend Engineer',
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Warsaw', addressCountry: 'PL' } },
    });
    expect(atOffice.jobLocationType).toBeUndefined();
    expect(atOffice.applicantLocationRequirements).toBeUndefined();
    // Remote only: the vacancy's own country, not the site's.
    const remote = await posting(designer);
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
    });
    expect(remote.jobLocation).toBeUndefined();
    // Both.
    expect(await posting(qa)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'PL' },
      jobLocation: { address: { addressLocality: 'Kraków', addressCountry: 'PL' } },
    });
  });

  it("a posting moves with the vacancy's place, and goes with it when hidden or deleted, though the page was kept", async () => {
    const { id, slug } = await createVacancy('Data Engineer', { city: 'Warsaw' });
    const page = `/careers/${slug}`;
    expect((await postingsOn(page)).map((p) => p.title)).toEqual(['Data Engineer']);
    // Kept now: the same answer again, from the response cache.
    expect((await fetch(`${app.baseUrl}${page}`)).headers.get('etag')).toBeTruthy();
    await gql(
      'mutation($id: ID!, $input: VacancyUpdateInput!) { updateVacancy(id: $id, input: $input) { id } }',
      { id, input: { city: 'Gdańsk', country: 'pl' } },
      hr,
    );
    expect((await postingsOn(page))[0]).toMatchObject({
      jobLocation: { address: { addressLocality: 'Gdańsk' } },
    });

    await gql('mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }', { id }, hr);
    const hidden = await fetch(`${app.baseUrl}${page}`);
    expect(hidden.status).toBe(404);
    const notFound = await hidden.text();
    expect(notFound).toContain('Page not found');
    expect(notFound).not.toContain('application/ld+json');
    await gql('mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: true) { id } }', { id }, hr);
    expect(await postingsOn(page)).toHaveLength(1);
    await gql('mutation($id: ID!) { deleteVacancy(id: $id) }', { id }, hr);
    expect((await fetch(`${app.baseUrl}${page}`)).status).toBe(404);
  });

  it('a vacancy named to break out of the script stays data', async () => {
    const name = '</script><script>alert(1)</script> & Co';
    const { slug } = await createVacancy(name, { city: 'Warsaw' });
    const page = await html(`/careers/${slug}`);
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const [, text] of blocks) expect(text).not.toMatch(/<|>/);
    expect((await postingsOn(`/careers/${slug}`)).map((p) => p.title)).toEqual([name]);
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
