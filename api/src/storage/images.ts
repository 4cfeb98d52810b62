import sharp from 'sharp';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';
import type { ImageFormat } from '@agency/schema/responsive-images';

/**
 * Decoded size limit of an uploaded picture (decision 048): 40 megapixels (8000 x 5000), far above
 * any photo a page shows, far below what would take a gigabyte to decode. A 5 MB PNG of one colour
 * can claim 30,000 x 30,000 pixels; its header says so, and it is refused before anything decodes it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_PIXELS_MESSAGE =
  'The picture is too large: at most 40 megapixels (8000 x 5000). Please scale it down.';
export const IMAGE_UNREADABLE_MESSAGE =
  'The picture could not be read: it looks damaged. Please export it again.';

// Shared by every request on this instance: one libvips thread per encode, few encodes at a time,
// so variants rendered on first view cannot take both cores from the pages.
sharp.concurrency(1);
sharp.cache(false);

/** The picture's decoded size, read from its header; refused (naming `file`) past the limit. */
export async function inspectImage(file: string): Promise<{ width: number; height: number }> {
  // The header only, unlimited: the limit is checked below, with its own message.
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE_MESSAGE, {
        fields: { file: IMAGE_UNREADABLE_MESSAGE },
      });
    });
  // EXIF orientations 5-8 turn the picture a quarter: the page shows it turned (variants rotate).
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (!width || !height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE_MESSAGE, {
      fields: { file: IMAGE_UNREADABLE_MESSAGE },
    });
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_PIXELS_MESSAGE, { fields: { file: IMAGE_PIXELS_MESSAGE } });
  }
  return { width, height };
}

/**
 * One responsive variant: the picture turned upright, at most `width` wide (never enlarged), as
 * AVIF or WebP, without its metadata (no camera, place or time leaves with it).
 */
export async function renderVariant(source: Readable, width: number, format: ImageFormat): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  const pipeline = sharp(Buffer.concat(chunks), { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 78, effort: 4 }).toBuffer();
}
