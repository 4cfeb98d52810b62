import { RICH_TEXT_IMAGE_SRC } from '@agency/schema/rich-text';
import { uploadIdOf } from '@agency/schema/responsive-images';
import type { Article, Prisma } from '../db.ts';
import { AppError, invalidInput } from '../errors.ts';
import type { Actor, Deps } from './deps.ts';
import { requirePermission, type AccessTable } from './access.ts';
import { recordAudit } from './audit.ts';
import { Cursors } from './keyset.ts';
import { clampPage } from './paging.ts';
import type { FileSource, UploadsService } from './uploads.ts';
import { MediaVariants } from './media-variants.ts';

/** Where a picture is used: the cover, the social image, or in the text. */
export type ImageUsage = 'COVER' | 'SHARE' | 'INLINE';
/** The pictures the library lists: covers and social images (COVER), pictures in the text (IMAGE). */
const PICTURE_KINDS = ['COVER', 'IMAGE'];
const DAY_MS = 24 * 60 * 60 * 1000;
const LIST = 'media';
const MAX_SEARCH = 200;

const mediaInclude = {
  articleUses: {
    orderBy: [{ articleId: 'asc' }, { usage: 'asc' }],
    include: { article: { select: { id: true, title: true, slug: true, visibility: true } } },
  },
} satisfies Prisma.UploadInclude;
export type MediaItem = Prisma.UploadGetPayload<{ include: typeof mediaInclude }>;
export type MediaPage = { items: MediaItem[]; endCursor: string | null; hasMore: boolean };

const IMG_TAG = /<img\s([^<>]*)>/g;
const attr = (name: string, attrs: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The pictures an article shows, each with its alt text in that use (from stored, sanitised HTML). */
export function usesOf(
  article: Pick<Article, 'content' | 'coverUrl' | 'coverAlt' | 'shareImageUrl'>,
): { uploadId: string; usage: ImageUsage; alt: string }[] {
  const uses = new Map<string, { uploadId: string; usage: ImageUsage; alt: string }>();
  const add = (uploadId: string | undefined, usage: ImageUsage, alt: string) => {
    if (uploadId && !uses.has(`${uploadId}|${usage}`))
      uses.set(`${uploadId}|${usage}`, { uploadId, usage, alt });
  };
  add(uploadIdOf(article.coverUrl), 'COVER', article.coverAlt ?? '');
  add(uploadIdOf(article.shareImageUrl), 'SHARE', '');
  for (const [, attrs] of article.content.matchAll(IMG_TAG)) {
    const id = RICH_TEXT_IMAGE_SRC.exec(attr('src', attrs!) ?? '')?.[1];
    add(id, 'INLINE', unescape(attr('alt', attrs!) ?? '').slice(0, 300));
  }
  return [...uses.values()];
}

/**
 * The media library (decision 048): every uploaded picture, where each is used, its focal point,
 * pictures for the text, and the removal of pictures nobody uses once a grace period has passed.
 */
export class MediaService {
  /** Who may call what (decision 043): those who edit articles. */
  static readonly access = {
    uploadImage: 'manageArticles',
    list: 'manageArticles',
    get: 'manageArticles',
    setFocalPoint: 'manageArticles',
  } as const satisfies AccessTable<MediaService>;

  readonly variants: MediaVariants;
  readonly #cursors: Cursors;

  constructor(
    private readonly d: Deps,
    private readonly uploads: UploadsService,
  ) {
    this.variants = new MediaVariants(d);
    this.#cursors = new Cursors(d.tokens);
  }

  /**
   * A picture for an article's text, checked as covers are (type by content, hidden programs, 5 MB,
   * 40 megapixels). It counts as claimed at once: the media cleanup, not the 24-hour sweep of
   * unclaimed uploads, decides when an unused one goes.
   */
  async uploadImage(actor: Actor, read: () => Promise<FileSource>): Promise<MediaItem> {
    requirePermission(actor.viewer, MediaService.access.uploadImage);
    const { stream, filename, ...opts } = await read();
    const stored = await this.uploads.storePicture(stream, filename, 'IMAGE', opts);
    await recordAudit(this.d.db, {
      action: 'IMAGE_UPLOADED',
      by: actor,
      target: { type: 'file', id: stored.id, label: stored.originalName },
      summary: `Uploaded the picture ${stored.originalName}`,
      details: { width: stored.width, height: stored.height, size: stored.size },
    });
    return { ...stored, articleUses: [] };
  }

  /** Pictures newest first, by cursor; `search` matches the file name or an alt text. */
  async list(
    actor: Actor,
    args: { search?: string | null; first?: number | null; after?: string | null },
  ): Promise<MediaPage> {
    requirePermission(actor.viewer, MediaService.access.list);
    const { take } = clampPage(args.first, null);
    const search = typeof args.search === 'string' ? args.search.trim() : '';
    if (search.length > MAX_SEARCH)
      throw invalidInput(`search must be at most ${MAX_SEARCH} characters.`, { search: 'Too long.' });
    const after = args.after ? this.#cursors.decode(LIST, args.after, 'after') : undefined;
    const where: Prisma.UploadWhereInput = {
      kind: { in: PICTURE_KINDS },
      ...(search && {
        OR: [
          { originalName: { contains: search } },
          { articleUses: { some: { alt: { contains: search } } } },
        ],
      }),
      ...(after && {
        AND: [
          {
            OR: [
              { createdAt: { lt: after.createdAt } },
              { createdAt: after.createdAt, id: { lt: after.id } },
            ],
          },
        ],
      }),
    };
    const rows = await this.d.db.upload.findMany({
      where,
      include: mediaInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: take + 1,
    });
    const items = rows.slice(0, take);
    const last = items.at(-1);
    return {
      items,
      hasMore: rows.length > take,
      endCursor: last ? this.#cursors.encode(LIST, last) : null,
    };
  }

  async get(actor: Actor, id: unknown): Promise<MediaItem> {
    requirePermission(actor.viewer, MediaService.access.get);
    return this.#find(id);
  }

  /**
   * Where covers and cards are cropped around: x and y from 0 (left, top) to 1 (right, bottom).
   * The pages that show the picture as a cover or card are told at once (their caches drop them).
   */
  async setFocalPoint(actor: Actor, id: unknown, x: unknown, y: unknown): Promise<MediaItem> {
    requirePermission(actor.viewer, MediaService.access.setFocalPoint);
    const fraction = (value: unknown, name: 'x' | 'y') => {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
        const message = `${name} must be a number from 0 to 1.`;
        throw invalidInput(message, { [name]: message });
      }
      return Math.round(value * 1000) / 1000;
    };
    const focalX = fraction(x, 'x');
    const focalY = fraction(y, 'y');
    const picture = await this.#find(id);
    await this.d.db.upload.update({ where: { id: picture.id }, data: { focalX, focalY } });
    await recordAudit(this.d.db, {
      action: 'IMAGE_FOCAL_POINT_SET',
      by: actor,
      target: { type: 'file', id: picture.id, label: picture.originalName },
      summary: `Set the focal point of ${picture.originalName}`,
      details: { x: focalX, y: focalY },
    });
    this.d.changes.publish([
      'articles',
      ...picture.articleUses.flatMap((u) => [`article:${u.article.id}`, `article:${u.article.slug}`]),
    ]);
    return this.#find(picture.id);
  }

  /** The focal points and sizes of pictures by id, for pages that show covers and cards. */
  async pictures(ids: string[]) {
    if (!ids.length) return new Map<string, PictureFacts>();
    const rows = await this.d.db.upload.findMany({
      where: { id: { in: [...new Set(ids)] }, kind: { in: PICTURE_KINDS } },
      select: { id: true, width: true, height: true, focalX: true, focalY: true },
    });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Records which pictures `article` uses now (called after every write of an article). A picture
   * that lost its last use starts its grace period; one used again stops it.
   */
  async track(article: Pick<Article, 'id' | 'content' | 'coverUrl' | 'coverAlt' | 'shareImageUrl'>) {
    const wanted = usesOf(article);
    const known = new Set(
      (
        await this.d.db.upload.findMany({
          where: { id: { in: wanted.map((u) => u.uploadId) }, kind: { in: PICTURE_KINDS } },
          select: { id: true },
        })
      ).map((u) => u.id),
    );
    const uses = wanted.filter((u) => known.has(u.uploadId));
    const before = await this.d.db.articleImage.findMany({
      where: { articleId: article.id },
      select: { uploadId: true },
    });
    const now = new Date();
    await this.d.db.$transaction(async (tx) => {
      await tx.articleImage.deleteMany({ where: { articleId: article.id } });
      if (uses.length)
        await tx.articleImage.createMany({ data: uses.map((u) => ({ ...u, articleId: article.id })) });
      if (uses.length)
        await tx.upload.updateMany({
          where: { id: { in: uses.map((u) => u.uploadId) } },
          data: { unusedSince: null },
        });
      await tx.upload.updateMany({
        where: { id: { in: uses.map((u) => u.uploadId) }, claimedAt: null },
        data: { claimedAt: now },
      });
      const kept = new Set(uses.map((u) => u.uploadId));
      const dropped = before.map((b) => b.uploadId).filter((id) => !kept.has(id));
      if (dropped.length)
        await tx.upload.updateMany({
          where: { id: { in: dropped }, articleUses: { none: {} }, unusedSince: null },
          data: { unusedSince: now },
        });
    });
  }

  /** After an article is deleted: its pictures that nobody else uses start their grace period. */
  async released(uploadIds: string[]): Promise<void> {
    if (!uploadIds.length) return;
    await this.d.db.upload.updateMany({
      where: { id: { in: uploadIds }, articleUses: { none: {} }, unusedSince: null },
      data: { unusedSince: new Date() },
    });
  }

  /**
   * The scheduled cleanup (once a day, on one instance): deletes pictures no article uses whose
   * grace period (MEDIA_GRACE_DAYS, from the last use, or from the upload when never used) is
   * over. Before each, the articles themselves are searched for its address, so a use the table
   * missed (a row written before it existed) keeps the picture. Returns how many went.
   */
  async cleanup(now = new Date()): Promise<number> {
    const days = this.d.config.mediaGraceDays;
    if (days <= 0) return 0;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const candidates = await this.d.db.upload.findMany({
      where: {
        kind: 'IMAGE',
        articleUses: { none: {} },
        OR: [{ unusedSince: { lt: cutoff } }, { unusedSince: null, createdAt: { lt: cutoff } }],
      },
      select: { id: true },
      take: 500,
    });
    let removed = 0;
    for (const { id } of candidates) {
      const path = `/api/images/${id}`;
      const user = await this.d.db.article.findFirst({
        where: {
          OR: [
            { content: { contains: `src="${path}"` } },
            { coverUrl: { endsWith: path } },
            { shareImageUrl: { endsWith: path } },
          ],
        },
      });
      if (user) {
        await this.track(user);
        continue;
      }
      // A pending draft or a kept revision that shows it counts as a use too: a picture put in a
      // draft, or in a version that can be restored, outlives the grace period (decision 045).
      const kept = await this.d.db.revision.findFirst({
        where: { snapshot: { contains: path } },
        select: { id: true },
      });
      if (kept) continue;
      // Only if still unused: an article may have taken it up since the query above.
      const { count } = await this.d.db.upload.deleteMany({
        where: {
          id,
          articleUses: { none: {} },
          OR: [{ unusedSince: { lt: cutoff } }, { unusedSince: null }],
        },
      });
      if (count === 0) continue;
      await this.d.files.remove(id);
      await this.variants.removeAll(id);
      removed++;
    }
    if (removed) this.d.log.info({ removed }, 'unused pictures removed');
    return removed;
  }

  async #find(id: unknown): Promise<MediaItem> {
    const key = typeof id === 'string' && id.length <= 64 ? id : '';
    const picture = key
      ? await this.d.db.upload.findFirst({
          where: { id: key, kind: { in: PICTURE_KINDS } },
          include: mediaInclude,
        })
      : null;
    if (!picture)
      throw new AppError('NOT_FOUND', 'Picture not found.', { fields: { id: 'No picture has this id.' } });
    return picture;
  }
}

export type PictureFacts = {
  id: string;
  width: number | null;
  height: number | null;
  focalX: number;
  focalY: number;
};
