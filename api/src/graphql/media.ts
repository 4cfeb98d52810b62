import { Readable } from 'node:stream';
import { focalPosition, imageSrcSet, uploadIdOf } from '@agency/schema/responsive-images';
import { builder, scopeOf, type UploadedPart } from './builder.ts';
import { ArticleRef } from './articles.ts';
import type { RequestContext } from '../context.ts';
import { MediaService, type MediaItem, type MediaPage, type PictureFacts } from '../services/media.ts';

// The media library and pictures in articles' text (decision 048).

const PictureRef = builder.objectRef<PictureFacts>('Picture').implement({
  description:
    'An uploaded picture as pages show it: its size (for width and height, so nothing shifts), its focal point, and its responsive AVIF/WebP variants.',
  fields: (t) => ({
    url: t.string({ description: 'The original file, as uploaded.', resolve: (p) => `/api/images/${p.id}` }),
    width: t.exposeInt('width', {
      nullable: true,
      description: 'Width in pixels (null for covers kept before sizes were read).',
    }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels.' }),
    focalX: t.exposeFloat('focalX', {
      description: 'Focal point from the left, 0 to 1: crops keep it in view.',
    }),
    focalY: t.exposeFloat('focalY', { description: 'Focal point from the top, 0 to 1.' }),
    objectPosition: t.string({
      description:
        'The focal point as CSS object-position ("30% 60%"), for covers and cards cropped with object-fit: cover.',
      resolve: (p) => focalPosition(p.focalX, p.focalY),
    }),
    avifSrcSet: t.string({
      description: "srcset of the AVIF variants, up to the picture's own width.",
      resolve: (p) => imageSrcSet(p.id, p.width, 'avif'),
    }),
    webpSrcSet: t.string({
      description: "srcset of the WebP variants, up to the picture's own width.",
      resolve: (p) => imageSrcSet(p.id, p.width, 'webp'),
    }),
  }),
});

/** One query per request for every cover a page asks about (the blog list shows many). */
const batches = new WeakMap<object, { ids: Set<string>; result?: Promise<Map<string, PictureFacts>> }>();
function pictureOf(ctx: RequestContext, id: string): Promise<PictureFacts | undefined> {
  let batch = batches.get(ctx);
  if (!batch?.ids.has(id) && batch?.result) batch = undefined;
  if (!batch) {
    const fresh: { ids: Set<string>; result?: Promise<Map<string, PictureFacts>> } = { ids: new Set() };
    fresh.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      ctx.services.media.pictures([...fresh.ids]),
    );
    batches.set(ctx, (batch = fresh));
  }
  batch.ids.add(id);
  return batch.result!.then((map) => map.get(id));
}

builder.objectField(ArticleRef, 'coverImage', (t) =>
  t.field({
    type: PictureRef,
    nullable: true,
    description:
      'The uploaded cover with its size, focal point and responsive variants; null without an uploaded cover.',
    resolve: async (a, _args, ctx) => {
      const id = uploadIdOf(a.coverUrl);
      return id ? ((await pictureOf(ctx, id)) ?? null) : null;
    },
  }),
);

const ImageUsageEnum = builder.enumType('ImageUsage', {
  description: 'How an article uses a picture.',
  values: {
    COVER: { description: 'As its cover (and on its cards).' },
    SHARE: { description: 'As the picture shared links show.' },
    INLINE: { description: 'In its text.' },
  } as const,
});

type Use = MediaItem['articleUses'][number];
const MediaUseRef = builder.objectRef<Use>('MediaUse').implement({
  description: 'One use of a picture by an article.',
  fields: (t) => ({
    articleId: t.string({ description: 'The article.', resolve: (u) => u.article.id }),
    title: t.string({ description: "The article's title.", resolve: (u) => u.article.title }),
    slug: t.string({ description: "The article's slug.", resolve: (u) => u.article.slug }),
    published: t.boolean({
      description: 'True when the article is visible.',
      resolve: (u) => u.article.visibility,
    }),
    usage: t.field({
      type: ImageUsageEnum,
      description: 'How it uses the picture.',
      resolve: (u) => u.usage as 'COVER' | 'SHARE' | 'INLINE',
    }),
    alt: t.exposeString('alt', { description: 'The alt text the picture has there.' }),
  }),
});

const MediaImageRef = builder.objectRef<MediaItem>('MediaImage').implement({
  description: "A picture in the media library: a cover (or social image) or a picture in an article's text.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The upload id.' }),
    url: t.string({
      description: 'Its address on this site (/api/images/{id}).',
      resolve: (m) => `/api/images/${m.id}`,
    }),
    name: t.exposeString('originalName', { description: 'The file name it was uploaded with.' }),
    kind: t.string({
      description: "COVER (uploaded as a cover or social image) or IMAGE (uploaded into an article's text).",
      resolve: (m) => m.kind,
    }),
    mimeType: t.exposeString('mimeType', { description: 'Its type, read from its content.' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels.' }),
    focalX: t.exposeFloat('focalX', { description: 'Focal point from the left, 0 to 1.' }),
    focalY: t.exposeFloat('focalY', { description: 'Focal point from the top, 0 to 1.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was uploaded.' }),
    unusedSince: t.expose('unusedSince', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the last article stopped using it; unused pictures go MEDIA_GRACE_DAYS after this (or after upload when never used).',
    }),
    uses: t.field({
      type: [MediaUseRef],
      description: 'Every article that uses it, and how.',
      resolve: (m) => m.articleUses,
    }),
  }),
});

const MediaPageRef = builder.objectRef<MediaPage>('MediaPage').implement({
  description: 'A page of the media library, newest first.',
  fields: (t) => ({
    items: t.field({ type: [MediaImageRef], description: 'The pictures.', resolve: (p) => p.items }),
    hasMore: t.exposeBoolean('hasMore', { description: 'True when an older page follows.' }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Pass as after for the next page.',
    }),
  }),
});

const toNodeStream = (file: UploadedPart) =>
  Readable.from(file.stream() as unknown as AsyncIterable<Uint8Array>);

builder.queryFields((t) => ({
  mediaLibrary: t.field({
    type: MediaPageRef,
    description:
      'Every uploaded picture (covers and pictures in the text), newest first, with where each is used (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(MediaService.access.list),
    args: {
      search: t.arg.string({
        description:
          'Part of a file name or an alt text, ignoring case on PostgreSQL and for ASCII on SQLite.',
      }),
      first: t.arg.int({ description: 'Page size, 1 to 200 (default 20).' }),
      after: t.arg.string({ description: 'The endCursor of the page before.' }),
    },
    resolve: async (_root, args, ctx) => ctx.services.media.list(await ctx.actor(), args),
  }),
  mediaImage: t.field({
    type: MediaImageRef,
    description:
      'One picture of the media library (ADMIN, COPYWRITER, OWNER); NOT_FOUND naming id when there is none.',
    authScopes: scopeOf(MediaService.access.get),
    args: { id: t.arg.id({ required: true, description: "The picture's id." }) },
    resolve: async (_root, { id }, ctx) => ctx.services.media.get(await ctx.actor(), id),
  }),
}));

builder.mutationFields((t) => ({
  uploadArticleImage: t.field({
    type: MediaImageRef,
    description:
      'Uploads a picture for an article\'s text: PNG, JPEG, WebP or AVIF (by content), at most 5242880 bytes and 40 megapixels (ADMIN, COPYWRITER, OWNER). Put it in the text as <figure><img src="{url}" alt="…" width height><figcaption>…</figcaption></figure>. Unused pictures go after MEDIA_GRACE_DAYS.',
    authScopes: scopeOf(MediaService.access.uploadImage),
    args: { file: t.arg({ type: 'File', required: true, description: 'The image part.' }) },
    resolve: async (_root, { file }, ctx) =>
      ctx.services.media.uploadImage(await ctx.actor(), async () => ({
        stream: toNodeStream(file),
        filename: file.name,
      })),
  }),
  setMediaFocalPoint: t.field({
    type: MediaImageRef,
    description:
      'Sets where covers and cards crop a picture around (ADMIN, COPYWRITER, OWNER). x and y are 0 to 1 from the left and the top; out of range answers BAD_USER_INPUT naming the field.',
    authScopes: scopeOf(MediaService.access.setFocalPoint),
    args: {
      id: t.arg.id({ required: true, description: "The picture's id." }),
      x: t.arg.float({ required: true, description: 'From the left, 0 to 1.' }),
      y: t.arg.float({ required: true, description: 'From the top, 0 to 1.' }),
    },
    resolve: async (_root, { id, x, y }, ctx) =>
      ctx.services.media.setFocalPoint(await ctx.actor(), id, x, y),
  }),
}));
