import { coverSvg } from '@agency/schema/generated-cover';
import type { Article } from '../db.ts';
import type { Deps } from './deps.ts';
import { CardStore } from './social-cards.ts';

/** What an article's card is drawn from: when none of these changed, the card stays. */
export const cardInputsChanged = (a: Article, b: Article) =>
  a.title !== b.title || a.category !== b.category || a.coverUrl !== b.coverUrl;

const coverIdOf = (url: string | null) => url?.match(/\/api\/images\/([A-Za-z0-9_-]+)$/)?.[1];

/** 'WEB TECHNOLOGIES' -> 'Web technologies', as the card's kind line says it. */
const categoryLabel = (category: string) => category.charAt(0) + category.slice(1).toLowerCase();

/**
 * An article's social card (og:image): drawn with the same module the build uses for the fixed
 * pages (@agency/schema/social-card), from the article's title, category and picture (the uploaded
 * cover, or the cover drawn from its title, as the page shows it), and kept through the storage
 * driver as an Upload of kind CARD, served like covers at /api/images/:id.
 */
export class ArticleCards {
  readonly #store: CardStore;

  constructor(private readonly d: Deps) {
    this.#store = new CardStore(d);
  }

  /** Draws and keeps the card; its upload id, or null when drawing failed (the page then shows the blog's card). */
  async draw(article: Article): Promise<string | null> {
    const art = await this.#art(article).catch((err: unknown) => {
      this.d.log.warn({ err, articleId: article.id }, 'article picture not read for its card');
      return undefined;
    });
    if (!art) return null;
    return this.#store.draw(
      { kind: `Blog · ${categoryLabel(article.category)}`, title: article.title, art },
      `${article.slug}.png`,
      { articleId: article.id },
    );
  }

  /**
   * A visible article has a card drawn from its current title, category and cover: one is drawn
   * when it is published or any of those change. A draft whose card went stale loses it (the next
   * publish draws a new one). The card is set only if no other write replaced it meanwhile.
   */
  async refresh(before: Article | null, after: Article): Promise<Article> {
    const stale = !!after.socialCardId && !!before && cardInputsChanged(before, after);
    const needed = after.visibility && (!after.socialCardId || stale);
    if (!needed && !stale) return after;
    const drawn = needed ? await this.draw(after) : null;
    const { count } = await this.d.db.article.updateMany({
      where: { id: after.id, socialCardId: after.socialCardId },
      // A new picture is not a new version of the article: its updatedAt (the sitemap's lastmod) stays.
      data: { socialCardId: drawn, updatedAt: after.updatedAt },
    });
    if (count === 0) {
      await this.remove(drawn);
      return (await this.d.db.article.findUnique({ where: { id: after.id } })) ?? after;
    }
    await this.remove(after.socialCardId);
    return this.d.db.article.findUniqueOrThrow({ where: { id: after.id } });
  }

  /** Draws, one at a time, the cards that visible articles lack. Returns how many were drawn. */
  async drawMissing(): Promise<number> {
    const missing = await this.d.db.article.findMany({ where: { visibility: true, socialCardId: null } });
    let drawn = 0;
    for (const article of missing) {
      if ((await this.refresh(null, article)).socialCardId) drawn++;
    }
    if (drawn) {
      this.d.changes.publish([
        'articles',
        ...missing.flatMap((a) => [`article:${a.id}`, `article:${a.slug}`]),
      ]);
      this.d.log.info({ drawn }, 'social cards drawn for articles that had none');
    }
    return drawn;
  }

  /** Deletes a card no article shows any more. */
  remove(id: string | null): Promise<void> {
    return this.#store.remove(id);
  }

  /** The uploaded cover's bytes, or the drawn cover the page shows when there is none. */
  async #art(article: Article): Promise<Buffer> {
    const id = coverIdOf(article.coverUrl);
    if (id) {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.d.files.open(id)) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    }
    return Buffer.from(coverSvg(article.title, article.category));
  }
}
