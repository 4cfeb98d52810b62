import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provider, startTestApp, type TestApp } from './harness.ts';

/**
 * Staff search ignores case on both databases (SQLite's LIKE does by itself; PostgreSQL needs
 * ILIKE): the admin lists search article titles and lead names and e-mails as people type them.
 */
let app: TestApp;
let ownerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  ownerToken = (await app.staff(['OWNER'])).token;
});
afterAll(async () => app?.stop());

describe(`search ignores case (${provider})`, () => {
  it('finds articles by any casing of a word in the title', async () => {
    const created = await app.gql(
      `mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title: 'Kotlin Multiplatform In Practice',
          description: 'Summary',
          content: '<p>Text</p>',
          category: 'MOBILE',
          visibility: true,
        },
      },
      ownerToken,
    );
    expect(created.errors).toBeUndefined();
    for (const search of ['kotlin multiplatform', 'KOTLIN', 'In Practice']) {
      const res = await app.gql(
        'query($search: String) { articles(includeDrafts: true, search: $search) { items { id } } }',
        { search },
        ownerToken,
      );
      expect(
        res.data!.articles.items.map((a: { id: string }) => a.id),
        search,
      ).toContain(created.data!.createArticle.id);
    }
  });

  it('finds leads by any casing of the name or the e-mail', async () => {
    const email = `case-${Date.now()}@example.com`;
    const sent = await app.gql(
      'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
      {
        input: {
          name: 'Grace Hopper',
          email,
          country: 'Ukraine',
          interest: 'Dedicated Development Team',
          message: 'Hello',
        },
      },
    );
    expect(sent.errors).toBeUndefined();
    for (const search of ['grace hopper', 'HOPPER', email.toUpperCase()]) {
      const res = await app.gql(
        'query($search: String) { contactRequests(search: $search) { items { id } } }',
        { search },
        ownerToken,
      );
      expect(
        res.data!.contactRequests.items.map((l: { id: string }) => l.id),
        search,
      ).toContain(sent.data!.submitContactRequest.id);
    }
  });
});

/**
 * Indexed search behind one interface (decision 037): SQLite's FTS5 trigram tables and
 * PostgreSQL's pg_trgm indexes answer alike. Three characters or more match anywhere, in any case
 * and any alphabet; one or two match the start of a name or an address; what the text holds is
 * matched literally; and the index follows every change to the rows.
 */
describe(`indexed search (${provider})`, () => {
  const names = [
    'Alice Moreau',
    'Salim Haddad',
    'Jürgen Müller',
    'Zoë O’Brien "Zo"',
    'Percent 100% Sure',
    'Under_score Person',
    'al-Farabi Abu',
  ];
  const ids = new Map<string, string>();
  const search = async (q: string, extra = '') => {
    const res = await app.gql(
      `query($q: String) { contactRequests(search: $q, first: 200${extra}) { total items { id name } } }`,
      { q },
      ownerToken,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return (res.data!.contactRequests.items as { id: string; name: string }[])
      .map((l) => l.name)
      .filter((n) => names.includes(n) || n.startsWith('Renamed'));
  };

  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const row = await app.db.contactRequest.create({
        data: {
          name,
          email: `${['alice', 'salim', 'juergen', 'zoe', 'percent', 'under', 'farabi'][i]}@mail.example`,
          country: 'Germany',
          interest: 'Outsource',
          message: 'Search me',
        },
      });
      ids.set(name, row.id);
    }
  });

  it('three characters or more: anywhere in the name or e-mail, ignoring case in any alphabet', async () => {
    expect(await search('ali')).toEqual(expect.arrayContaining(['Alice Moreau', 'Salim Haddad']));
    expect(await search('MÜLLER')).toEqual(['Jürgen Müller']);
    expect(await search('jürgen m')).toEqual(['Jürgen Müller']);
    expect(await search('MAIL.EXAMPLE')).toHaveLength(names.length);
    expect(await search('moreau@')).toEqual([]);
  });

  it('one or two characters: the start of the name or the e-mail only', async () => {
    const al = await search('Al');
    expect(al).toEqual(expect.arrayContaining(['Alice Moreau', 'al-Farabi Abu']));
    expect(al).not.toContain('Salim Haddad');
    expect(await search('s')).toEqual(['Salim Haddad']);
    expect(await search('JU')).toEqual(['Jürgen Müller']);
    expect(await search('ü')).toEqual([]);
  });

  it('takes the text literally: quotes, % and _ are characters, not syntax', async () => {
    expect(await search('"Zo"')).toEqual(['Zoë O’Brien "Zo"']);
    expect(await search('100%')).toEqual(['Percent 100% Sure']);
    expect(await search('r_s')).toEqual(['Under_score Person']);
    expect(await search('O’Brien')).toEqual(['Zoë O’Brien "Zo"']);
    expect(await search('{name}: x OR y')).toEqual([]);
  });

  it('follows changes: a renamed lead is found by its new name, a deleted one no more', async () => {
    const id = ids.get('Salim Haddad')!;
    await app.db.contactRequest.update({ where: { id }, data: { name: 'Renamed Qwertyuiop' } });
    expect(await search('qwertyuiop')).toEqual(['Renamed Qwertyuiop']);
    expect(await search('haddad')).toEqual([]);
    await app.gql('mutation($id: ID!) { deleteContactRequest(id: $id) }', { id }, ownerToken);
    expect(await search('qwertyuiop')).toEqual([]);
  });

  it('finds articles by title in the staff list and on the blog, after a title change too', async () => {
    const created = await app.gql(
      'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: 'Zanzibar Offline Maps',
          description: 'About',
          content: '<p>Text</p>',
          category: 'MOBILE',
          visibility: true,
        },
      },
      ownerToken,
    );
    const id = created.data!.createArticle.id as string;
    const titles = async (q: string, drafts: boolean) => {
      const res = await app.gql(
        'query($q: String, $d: Boolean) { articles(search: $q, includeDrafts: $d, first: 50) { items { title } } }',
        { q, d: drafts },
        drafts ? ownerToken : undefined,
      );
      return (res.data!.articles.items as { title: string }[]).map((a) => a.title);
    };
    expect(await titles('ZANZIBAR', true)).toEqual(['Zanzibar Offline Maps']);
    expect(await titles('offline ma', false)).toEqual(['Zanzibar Offline Maps']);
    expect(await titles('Za', true)).toContain('Zanzibar Offline Maps');
    expect(await titles('Of', true)).not.toContain('Zanzibar Offline Maps');
    await app.gql(
      'mutation($id: ID!) { updateArticle(id: $id, input: { title: "Quixotic Offline Maps" }) { id } }',
      { id },
      ownerToken,
    );
    expect(await titles('zanzibar', true)).toEqual([]);
    expect(await titles('quixotic', false)).toEqual(['Quixotic Offline Maps']);
  });

  it('finds audit entries by text in the actor e-mail and the target name', async () => {
    const someone = await app.staff(['ADMIN'], `searchable.person-${Date.now()}@test.local`);
    const q = `query($actor: String, $target: String) { auditLog(actor: $actor, target: $target, first: 50) { items { action actorEmail } } }`;
    const byActor = await app.gql(q, { actor: 'SEARCHABLE.PERS' }, ownerToken);
    expect(byActor.data!.auditLog.items).toEqual([{ action: 'SIGN_IN', actorEmail: someone.email }]);
    const byPrefix = await app.gql(q, { actor: 'se' }, ownerToken);
    expect(byPrefix.data!.auditLog.items.map((e: { actorEmail: string }) => e.actorEmail)).toContain(
      someone.email,
    );
    const byId = await app.gql(q, { actor: someone.id }, ownerToken);
    expect(byId.data!.auditLog.items).toHaveLength(1);
    const byTarget = await app.gql(q, { target: 'quixotic offline' }, ownerToken);
    expect(byTarget.data!.auditLog.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['ARTICLE_UPDATED']),
    );
  });

  it('refuses a search longer than 200 characters, naming it', async () => {
    const res = await app.gql(
      'query($q: String) { contactRequests(search: $q) { total } }',
      { q: 'x'.repeat(201) },
      ownerToken,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
  });
});
