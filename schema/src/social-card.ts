import fs from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { SOCIAL_CARD } from './social-card-size.ts';

/**
 * The picture a shared link shows (og:image): 1200 x 630, the size every network crops to. One
 * drawing for every page: the page's kind and title in the site's navy and cyan on the left, its
 * artwork on the right. The web build draws the fixed pages' cards (web/vite.config.ts) and the API
 * draws an article's card when the article is published or changed, so both use this one module.
 *
 * satori lays the text out with Inter from @fontsource/inter (the site itself uses system fonts,
 * which a server cannot count on having), as paths, so no font is needed to rasterise; sharp,
 * already the site's image library, turns the SVG into a PNG. Nothing is fetched from the network.
 */
export { SOCIAL_CARD };

export type SocialCardInput = {
  /** What the page is: "Case study", "Service", "Blog · Design". */
  kind: string;
  /** The page's own headline. */
  title: string;
  /** The page's artwork (SVG, PNG, JPEG, WebP or AVIF bytes), shown on the right. */
  art?: Buffer | undefined;
};

const ART_WIDTH = 520;
const TEXT_WIDTH = SOCIAL_CARD.width - ART_WIDTH;
const NAVY = '#0b1b2b';
const CYAN = '#28c0e2';
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#13293f"/><path d="M9 22 16 9l7 13h-4l-3-6-3 6z" fill="${CYAN}"/></svg>`,
).toString('base64')}`;

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/** Inter's Latin regular and bold, read once (woff: satori reads TTF, OTF and WOFF, not WOFF2). */
function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/** A plain element tree for satori (it takes React-shaped objects; no React needed here). */
type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Long titles get a smaller size, and past what three lines hold they end in an ellipsis. */
function fitTitle(title: string): { text: string; size: number } {
  const clean = title.replace(/\s+/g, ' ').trim();
  const size = clean.length <= 28 ? 68 : clean.length <= 56 ? 56 : 46;
  const max = 96;
  return { text: clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean, size };
}

/** The artwork cropped to the right-hand panel, as a PNG data URL satori can embed. */
async function artPanel(art: Buffer): Promise<string> {
  const png = await sharp(art, { density: 144 })
    .resize(ART_WIDTH, SOCIAL_CARD.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#f3f6f9' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Draws one card; resolves to the PNG's bytes. */
export async function drawSocialCard({ kind, title, art }: SocialCardInput): Promise<Buffer> {
  const heading = fitTitle(title);
  // The site's mark (web/public/favicon.svg), as an image: satori draws inline SVG children poorly.
  const mark = el('img', { width: 56, height: 56 }, undefined, { src: MARK, width: 56, height: 56 });
  const text = el(
    'div',
    {
      width: TEXT_WIDTH,
      height: SOCIAL_CARD.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 64px 56px',
      // satori sizes boxes without their padding unless told otherwise.
      boxSizing: 'border-box',
      flexShrink: 0,
      background: NAVY,
      color: '#ffffff',
    },
    [
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el(
          'div',
          { fontSize: 28, fontWeight: 700, color: CYAN, letterSpacing: 2, textTransform: 'uppercase' },
          kind,
        ),
        el('div', { fontSize: heading.size, fontWeight: 700, lineHeight: 1.12, marginTop: 28 }, heading.text),
      ]),
      el('div', { display: 'flex', alignItems: 'center' }, [
        mark,
        el('div', { width: 120, height: 6, background: CYAN, borderRadius: 3, marginLeft: 24 }, undefined),
      ]),
    ],
  );
  const side = art
    ? el('img', { width: ART_WIDTH, height: SOCIAL_CARD.height }, undefined, {
        src: await artPanel(art),
        width: ART_WIDTH,
        height: SOCIAL_CARD.height,
      })
    : el(
        'div',
        {
          width: ART_WIDTH,
          height: SOCIAL_CARD.height,
          background: `linear-gradient(135deg, ${CYAN}, #2563eb)`,
        },
        undefined,
      );
  const root = el(
    'div',
    { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, display: 'flex', fontFamily: 'Inter' },
    [text, side],
  );
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    fonts: loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
