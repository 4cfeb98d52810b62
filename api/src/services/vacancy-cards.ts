import { coverSvg } from '@agency/schema/generated-cover';
import type { Vacancy } from '../db.ts';
import type { Deps } from './deps.ts';
import { CardStore } from './social-cards.ts';
import { placeOf } from '@agency/schema/vacancy-place';

/** What a vacancy's card shows: when none of these changed, the card stays. */
const cardInputsChanged = (a: Vacancy, b: Vacancy) =>
  a.name !== b.name || a.city !== b.city || a.remote !== b.remote;

/**
 * A vacancy's social card (og:image of /careers/{slug}): "Careers · <place>" and the position's
 * name beside the abstract drawing the blog uses for articles without a cover (seeded by the name),
 * so each vacancy's shared link looks its own. Drawn while the vacancy is listed, as articles' are.
 */
export class VacancyCards {
  readonly #store: CardStore;

  constructor(private readonly d: Deps) {
    this.#store = new CardStore(d);
  }

  url(vacancy: Pick<Vacancy, 'socialCardId'>): string | null {
    return this.#store.url(vacancy.socialCardId);
  }

  draw(vacancy: Vacancy): Promise<string | null> {
    return this.#store.draw(
      {
        kind: `Careers · ${placeOf(vacancy)}`,
        title: vacancy.name,
        art: Buffer.from(coverSvg(vacancy.name, '')),
      },
      `${vacancy.slug ?? vacancy.id}.png`,
      { vacancyId: vacancy.id },
    );
  }

  /**
   * A listed vacancy has a card drawn from its current name and place; a hidden one whose card went
   * stale loses it. The card is set only if no other write replaced it meanwhile.
   */
  async refresh(before: Vacancy | null, after: Vacancy): Promise<Vacancy> {
    const stale = !!after.socialCardId && !!before && cardInputsChanged(before, after);
    const needed = after.visibility && (!after.socialCardId || stale);
    if (!needed && !stale) return after;
    const drawn = needed ? await this.draw(after) : null;
    const { count } = await this.d.db.vacancy.updateMany({
      where: { id: after.id, socialCardId: after.socialCardId },
      // A new picture is not a new version of the vacancy: its updatedAt (the sitemap's lastmod) stays.
      data: { socialCardId: drawn, updatedAt: after.updatedAt },
    });
    if (count === 0) {
      await this.remove(drawn);
      return (await this.d.db.vacancy.findUnique({ where: { id: after.id } })) ?? after;
    }
    await this.remove(after.socialCardId);
    return this.d.db.vacancy.findUniqueOrThrow({ where: { id: after.id } });
  }

  /** Draws, one at a time, the cards that listed vacancies lack; returns the ones that got one. */
  async drawMissing(): Promise<Vacancy[]> {
    const missing = await this.d.db.vacancy.findMany({ where: { visibility: true, socialCardId: null } });
    const drawn: Vacancy[] = [];
    for (const vacancy of missing) {
      const after = await this.refresh(null, vacancy);
      if (after.socialCardId) drawn.push(after);
    }
    return drawn;
  }

  remove(id: string | null): Promise<void> {
    return this.#store.remove(id);
  }
}
