import { VACANCY_MESSAGES, vacancyCreate, vacancyUpdate } from '@agency/schema/vacancies';
import { enqueueVacancyChange } from './webhook-events.ts';
import type { Prisma, Vacancy } from '../db.ts';
import { vacancyPath } from '@agency/schema/site-pages';
import { recordRead } from '../caching/read-tags.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, type AccessTable, viewerCan } from './access.ts';
import { audited } from './audit.ts';
import { vacancyChanges, vacancyTarget } from './content-audit.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { stateAfter } from './record-states.ts';
import { VacancyCards } from './vacancy-cards.ts';
import { officeOf, readLegacyCity } from './vacancy-location.ts';
import { freeVacancySlug, isSlugConflict } from './vacancy-slugs.ts';
import type { RevisionStore } from './revision-store.ts';
import { PublishGate, withChanges } from './publish-gate.ts';

const M = {
  ...VACANCY_MESSAGES,
  closed: 'Its closing date has passed: set a later one (or none) to list it.',
};

/** Open: no closing date, or one still ahead (decision 046). A closed vacancy is nowhere public. */
const isOpen = (v: Pick<Vacancy, 'closesAt'>, now = new Date()) => !v.closesAt || v.closesAt > now;
const openNow = () => ({ OR: [{ closesAt: null }, { closesAt: { gt: new Date() } }] });

/**
 * Vacancies: visitors see visible ones, each on its own page at /careers/{slug}; HR, ADMIN and
 * OWNER see and edit all of them. The field rules and messages are @agency/schema/vacancies. Each
 * vacancy carries its own place (city, country, remote), which its job posting states (decision 038).
 */
export class VacanciesService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = {
    list: 'manageVacancies',
    count: 'manageVacancies',
    create: 'manageVacancies',
    update: 'manageVacancies',
    setVisibility: 'manageVacancies',
    remove: 'manageVacancies',
  } as const satisfies AccessTable<VacanciesService>;

  readonly #cards: VacancyCards;
  /** Approvals before publishing, when the owner requires them (decision 049). */
  readonly #gate: PublishGate;

  constructor(
    private readonly d: Deps,
    /** Keeps a revision of every write (decision 045). */
    private readonly history?: RevisionStore,
  ) {
    this.#cards = new VacancyCards(d);
    this.#gate = new PublishGate(d.db);
  }

  /**
   * `includeHidden`: true lists hidden ones too, for vacancy staff only (anyone else is refused);
   * false or left out, the visible ones; 'ifAllowed', hidden ones too when the viewer may see them
   * (the REST list's contract: the careers loader and the admin list share its path).
   */
  async list(
    viewer: Viewer | null,
    opts: { includeHidden?: boolean | 'ifAllowed' | null } = {},
  ): Promise<Vacancy[]> {
    const all =
      opts.includeHidden === 'ifAllowed'
        ? viewerCan(viewer, 'manageVacancies')
        : !!opts.includeHidden && !!requirePermission(viewer, VacanciesService.access.list);
    const load = () =>
      this.d.db.vacancy.findMany({
        where: all ? {} : { visibility: true, ...openNow() },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    if (all) return load();
    // A kept list may hold one whose closing date passed since: it goes at that moment (decision 046).
    const now = new Date();
    return (await this.d.publicCache.get('vacancies', 'visible', load)).filter((v) => isOpen(v, now));
  }

  /** How many vacancies there are, hidden ones included (the dashboard; vacancy staff only). */
  async count(viewer: Viewer | null): Promise<number> {
    requirePermission(viewer, VacanciesService.access.count);
    return this.d.db.vacancy.count();
  }

  /**
   * One vacancy by id or by its page's slug; hidden ones only for vacancy staff. Null when missing
   * or hidden: its page then answers 404, and an expired posting keeps no markup anywhere.
   */
  async get(
    viewer: Viewer | null,
    key: string | { id?: string | null; slug?: string | null },
  ): Promise<Vacancy | null> {
    const { id, slug } = typeof key === 'string' ? { id: key, slug: undefined } : key;
    if (!id && !slug) throw invalidInput('Give a vacancy id or slug.');
    recordRead(id ? `vacancy:${id}` : `vacancy:${String(slug)}`);
    const vacancy = id
      ? await this.d.db.vacancy.findUnique({ where: { id: String(id) } })
      : // A row the previous release wrote has no slug until the next start; its id stands in.
        ((await this.d.db.vacancy.findUnique({ where: { slug: String(slug) } })) ??
        (await this.d.db.vacancy.findFirst({ where: { id: String(slug), slug: null } })));
    if (!vacancy || (!(vacancy.visibility && isOpen(vacancy)) && !viewerCan(viewer, 'manageVacancies')))
      return null;
    recordRead(`vacancy:${vacancy.id}`);
    return vacancy;
  }

  /** The address of its page's path: its slug, or its id until start-up gives it one. */
  slugOf(vacancy: Pick<Vacancy, 'id' | 'slug'>): string {
    return vacancy.slug ?? vacancy.id;
  }

  /** Its page's full address (SITE_URL and /careers/{slug}). */
  pageUrl(vacancy: Pick<Vacancy, 'id' | 'slug'>): string {
    return `${this.d.config.siteUrl}${vacancyPath(this.slugOf(vacancy))}`;
  }

  /** The 1200 x 630 PNG a shared link to its page shows; null until one is drawn. */
  socialImageUrl(vacancy: Pick<Vacancy, 'socialCardId'>): string | null {
    return this.#cards.url(vacancy);
  }

  /** Draws the cards listed vacancies lack (older rows, or a drawing that failed), in the background. */
  async drawMissingCards(): Promise<number> {
    const drawn = await this.#cards.drawMissing();
    if (drawn.length) {
      this.#changed(...drawn);
      this.d.log.info({ drawn: drawn.length }, 'social cards drawn for vacancies that had none');
    }
    return drawn.length;
  }

  /** `input` as the caller sent it: checked against @agency/schema/vacancies once the role is. */
  async create(actor: Actor, input: unknown): Promise<Vacancy> {
    const v = requirePermission(actor.viewer, VacanciesService.access.create);
    const { visibility, remote, city, country, ...data } = parseInput(vacancyCreate, input);
    // Without a remote flag (the REST shim's documented payload), the city says it, as it used to.
    const place = remote == null ? readLegacyCity(city ?? '') : { city: officeOf(city ?? ''), remote };
    const where = country ?? this.d.config.site.country;
    if (!where) throw invalidInput(M.country, { country: M.country });
    if (visibility) await this.#gate.assertMayPublish(v, 'VACANCY', { id: null, visibility });
    const created = await this.#withFreeSlug(data.name, undefined, (slug) =>
      audited(
        this.d.db,
        // Publishing is a deliberate step: a vacancy saved without a choice stays off /careers.
        async (tx) => {
          const row = await tx.vacancy.create({
            data: {
              ...data,
              slug,
              city: place.city,
              remote: place.remote ?? false,
              country: where,
              visibility: visibility ?? false,
              state: visibility ? 'PUBLISHED' : 'DRAFT',
            },
          });
          await enqueueVacancyChange(tx, null, row);
          return row;
        },
        (row) => ({
          action: 'VACANCY_CREATED',
          by: actor,
          target: vacancyTarget(row),
          summary: `Created the vacancy “${row.name}”${row.visibility ? ', listed' : ', hidden'}`,
          details: { visible: row.visibility },
        }),
      ),
    );
    const vacancy = await this.#cards.refresh(null, created);
    this.#changed(vacancy);
    this.d.log.info({ by: v.id, vacancyId: vacancy.id }, 'vacancy created');
    return vacancy;
  }

  /** `revision`: the draft this write publishes (DraftsService); left out, a direct write (kind EDIT). */
  async update(
    actor: Actor,
    id: unknown,
    input: unknown,
    revision?: { kind: 'PUBLISH'; draft: number },
  ): Promise<Vacancy> {
    const v = requirePermission(actor.viewer, VacanciesService.access.update);
    const key = recordId(id);
    const changes = parseInput(vacancyUpdate, input);
    const existing = await this.d.db.vacancy.findUnique({ where: { id: key } });
    if (!existing) throw notFound('Vacancy');
    // A city alone (the REST shim's payload) may still say "Remote"; the flag, when sent, decides.
    const typed = changes.city == null ? undefined : readLegacyCity(changes.city);
    const remote = changes.remote ?? typed?.remote ?? existing.remote;
    const city =
      changes.remote == null ? (typed?.city ?? existing.city) : officeOf(changes.city ?? existing.city);
    if (!remote && !city) throw invalidInput(M.city, { city: M.city });
    // Null means "as it is", as left out does.
    const vacancy = await this.#change(actor, existing, {
      name: changes.name ?? undefined,
      languageLvl: changes.languageLvl ?? undefined,
      experience: changes.experience ?? undefined,
      content: changes.content ?? undefined,
      visibility: changes.visibility ?? undefined,
      city,
      remote,
      country: changes.country ?? undefined,
    });
    await this.history?.recordLive(
      actor,
      'VACANCY',
      existing,
      vacancy,
      revision?.kind ?? 'EDIT',
      revision?.draft,
    );
    this.d.log.info({ by: v.id, vacancyId: key }, 'vacancy updated');
    return vacancy;
  }

  async setVisibility(actor: Actor, id: string, visibility?: boolean | null): Promise<Vacancy> {
    requirePermission(actor.viewer, VacanciesService.access.setVisibility);
    const existing = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Vacancy');
    return this.#change(actor, existing, { visibility: visibility ?? !existing.visibility });
  }

  async remove(actor: Actor, id: string): Promise<string> {
    const v = requirePermission(actor.viewer, VacanciesService.access.remove);
    const existing = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Vacancy');
    const deleted = await audited(
      this.d.db,
      async (tx) => {
        const gone = await tx.vacancy.deleteMany({ where: { id: existing.id } });
        if (gone.count) await enqueueVacancyChange(tx, existing, null);
        return gone;
      },
      ({ count }) =>
        count === 0
          ? null
          : {
              action: 'VACANCY_DELETED',
              by: actor,
              target: vacancyTarget(existing),
              summary: `Deleted the vacancy “${existing.name}”`,
            },
    );
    if (deleted.count === 0) throw notFound('Vacancy');
    await this.#cards.remove(existing.socialCardId);
    this.#changed(existing);
    this.d.log.info({ by: v.id, vacancyId: id }, 'vacancy deleted');
    return id;
  }

  /**
   * Applies a change and records what it changed, in one transaction; a row without a slug yet gets
   * one. Its card is redrawn when its words changed, and the caches drop its old and new address.
   */
  async #change(actor: Actor, existing: Vacancy, data: Prisma.VacancyUpdateInput): Promise<Vacancy> {
    // A vacancy past its closing date is not listed again until it has a later one (decision 046).
    if (data.visibility === true && !existing.visibility && !isOpen(existing))
      throw invalidInput(M.closed, { closesAt: M.closed });
    if (actor.viewer)
      await this.#gate.assertMayPublish(actor.viewer, 'VACANCY', withChanges(existing, data), existing);
    const { before, after } = await this.#withFreeSlug(
      existing.slug ? null : existing.name,
      existing.id,
      (slug) =>
        audited(
          this.d.db,
          async (tx) => {
            const before = await tx.vacancy.findUnique({ where: { id: existing.id } });
            if (!before) throw notFound('Vacancy');
            const after = await tx.vacancy.update({
              where: { id: existing.id },
              data: {
                ...data,
                ...(slug && !before.slug ? { slug } : {}),
                state: stateAfter(before.state, data.visibility as boolean | undefined),
              },
            });
            await enqueueVacancyChange(tx, before, after);
            return { before, after };
          },
          ({ before, after }) => vacancyChanges(actor, before, after),
        ),
    );
    const vacancy = await this.#cards.refresh(before, after);
    this.#changed(before, vacancy);
    return vacancy;
  }

  /** Runs `write` with a free slug for `name` (none when `name` is null), again if another write took it first. */
  async #withFreeSlug<T>(
    name: string | null,
    exceptId: string | undefined,
    write: (slug: string | undefined) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const slug = name === null ? undefined : await freeVacancySlug(this.d.db, name, exceptId);
      try {
        return await write(slug);
      } catch (err) {
        if (!isSlugConflict(err) || attempt >= 3) throw err;
      }
    }
  }

  /** The careers list shows every visible vacancy; its page is read by id and by slug. */
  #changed(...versions: Vacancy[]): void {
    this.d.changes.publish([
      'vacancies',
      ...versions.flatMap((v) => [`vacancy:${v.id}`, ...(v.slug ? [`vacancy:${v.slug}`] : [])]),
    ]);
  }
}
