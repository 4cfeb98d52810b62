import { IMAGE_WIDTHS, type ImageFormat } from '@agency/schema/responsive-images';
import { AppError } from '../errors.ts';
import { renderVariant } from '../storage/images.ts';
import type { Deps } from './deps.ts';

const VARIANT = /^(\d{3,4})\.(avif|webp)$/;
const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
const keyOf = (id: string, width: number, format: ImageFormat) =>
  `${id}_${width}${format === 'avif' ? 'a' : 'w'}`;

export type Variant = { body: Buffer | NodeJS.ReadableStream; mimeType: string };

/**
 * The responsive AVIF/WebP variants of uploaded pictures (decision 048), made on first request and
 * kept through the storage driver beside the original, so every instance (and every later request)
 * serves the kept file. Only the widths of IMAGE_WIDTHS exist: a picture has at most ten variants,
 * whatever URLs a visitor makes up.
 */
export class MediaVariants {
  readonly #making = new Map<string, Promise<Buffer>>();

  constructor(private readonly d: Deps) {}

  async open(id: string, variant: string): Promise<Variant> {
    const match = VARIANT.exec(variant);
    const width = Number(match?.[1]);
    const format = match?.[2] as ImageFormat | undefined;
    if (!format || !(IMAGE_WIDTHS as readonly number[]).includes(width))
      throw new AppError('NOT_FOUND', `No such size: use ${IMAGE_WIDTHS.join(', ')} as .avif or .webp.`);
    const upload = await this.d.db.upload.findUnique({ where: { id: String(id) }, select: { kind: true } });
    if (!upload || (upload.kind !== 'COVER' && upload.kind !== 'IMAGE'))
      throw new AppError('NOT_FOUND', 'Image not found.');
    const key = keyOf(id, width, format);
    const kept = await this.d.files.open(key).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    });
    if (kept) return { body: kept, mimeType: MIME[format] };
    // One rendering per variant at a time on this instance; a second request waits for it.
    let making = this.#making.get(key);
    if (!making) {
      making = this.#make(id, key, width, format).finally(() => this.#making.delete(key));
      this.#making.set(key, making);
    }
    return { body: await making, mimeType: MIME[format] };
  }

  async removeAll(id: string): Promise<void> {
    for (const width of IMAGE_WIDTHS)
      for (const format of ['avif', 'webp'] as const) await this.d.files.remove(keyOf(id, width, format));
  }

  async #make(id: string, key: string, width: number, format: ImageFormat): Promise<Buffer> {
    const bytes = await renderVariant(await this.d.files.open(id), width, format).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      this.d.log.warn({ err, uploadId: id }, 'picture variant could not be made');
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This picture could not be converted.');
    });
    await this.d.files.keepDerived(key, bytes, `image/${format}`);
    return bytes;
  }
}
