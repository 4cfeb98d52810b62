import { Readable } from 'node:stream';
import { drawSocialCard, type SocialCardInput } from '@agency/schema/social-card';
import type { Deps } from './deps.ts';

/**
 * Keeps the social cards (og:image) the API draws for articles and vacancies: drawn with the module
 * the web build uses for the fixed pages (@agency/schema/social-card), stored through the storage
 * driver as an Upload of kind CARD and served like covers at /api/images/:id (decision 028).
 */
export class CardStore {
  constructor(private readonly d: Deps) {}

  /** Draws and keeps a card; its upload id, or null when drawing failed (the page then shows a fixed card). */
  async draw(card: SocialCardInput, fileName: string, about: Record<string, string>): Promise<string | null> {
    try {
      const png = await drawSocialCard(card);
      const stored = await this.d.files.save(Readable.from([png]), 'CARD');
      await this.d.db.upload.create({
        data: {
          id: stored.id,
          kind: 'CARD',
          originalName: fileName,
          mimeType: stored.mimeType,
          size: stored.size,
          sha256: stored.sha256,
          claimedAt: new Date(),
        },
      });
      return stored.id;
    } catch (err) {
      this.d.log.warn({ err, ...about }, 'social card not drawn');
      return null;
    }
  }

  /** Deletes a card nothing shows any more. */
  async remove(id: string | null): Promise<void> {
    if (!id) return;
    const { count } = await this.d.db.upload.deleteMany({ where: { id, kind: 'CARD' } });
    if (count)
      await this.d.files.remove(id).catch((err: unknown) => this.d.log.warn({ err }, 'card file kept'));
  }

  /** The card's public address, or null when there is none. */
  url(id: string | null): string | null {
    return id ? `${this.d.config.siteUrl}/api/images/${id}` : null;
  }
}
