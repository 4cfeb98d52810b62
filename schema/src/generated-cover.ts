/**
 * The cover of an article that has no uploaded picture: an abstract drawing made from its title
 * and category. The category chooses the colours and the motif, a hash of the title places the
 * shapes, so every article gets its own picture and the same one on every render. The web app
 * draws it as inline SVG (components/article-view/generated-cover.tsx); the API draws the same
 * picture into the article's social card (coverSvg), so a shared link shows the cover the page has.
 */

/** A category as GraphQL spells it (WEB_TECHNOLOGIES) or as it is stored (WEB TECHNOLOGIES). */
export type CoverCategory = string;

type Palette = { background: string; shapes: string[]; line: string; motif: string };

export type CoverDrawing = {
  palette: Palette;
  blobs: { cx: number; cy: number; r: number; fill: string; opacity: number }[];
  ring: { cx: number; cy: number; r: number; width: number; stroke: string };
  wave: string;
  motif: { x: number; y: number };
};

export const COVER_VIEWBOX = { width: 640, height: 360 } as const;

/** The shapes of one article's cover; '' is an unsaved article with no category yet. */
export function coverDrawing(title: string, category: CoverCategory | ''): CoverDrawing {
  const key = category.trim().toUpperCase().replace(/ /g, '_');
  const palette = PALETTES[key] ?? PALETTES.NONE!;
  const random = seeded(hash(`${key}|${title}`));
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  const colour = () => palette.shapes[between(0, palette.shapes.length - 1)]!;

  const blobs = Array.from({ length: 3 }, () => ({
    cx: between(0, 640),
    cy: between(0, 360),
    r: between(90, 210),
    fill: colour(),
    opacity: between(30, 55) / 100,
  }));
  const ring = { cx: between(60, 580), cy: between(50, 310), r: between(36, 80), width: between(8, 16) };
  // A wave across the picture: four bends at heights drawn from the title.
  const wave = `M0 ${between(150, 290)} ${[160, 320, 480, 640]
    .map((x) => `Q${x - 80} ${between(40, 340)} ${x} ${between(120, 300)}`)
    .join(' ')}`;
  const motif = { x: between(360, 470), y: between(140, 210) };
  return { palette, blobs, ring: { ...ring, stroke: colour() }, wave, motif };
}

/** The same picture as a standalone SVG document. */
export function coverSvg(title: string, category: CoverCategory | ''): string {
  const { palette, blobs, ring, wave, motif } = coverDrawing(title, category);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">`,
    `<rect width="640" height="360" fill="${palette.background}"/>`,
    ...blobs.map(
      (b) => `<circle cx="${b.cx}" cy="${b.cy}" r="${b.r}" fill="${b.fill}" opacity="${b.opacity}"/>`,
    ),
    `<path d="${wave}" fill="none" stroke="${palette.line}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${ring.stroke}" stroke-width="${ring.width}" opacity="0.8"/>`,
    `<g transform="translate(${motif.x} ${motif.y}) scale(1.4)" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="${palette.motif}"/></g>`,
    `</svg>`,
  ].join('');
}

/** Colours and a 96 x 96 line motif per category. */
const PALETTES: Record<string, Palette> = {
  // A chart that rises.
  TRENDS: {
    background: '#0b1b2b',
    shapes: ['#28c0e2', '#f59e0b', '#2563eb'],
    line: '#7fdcf1',
    motif: 'M8 80L36 52l20 12 32-40M70 24h18v18',
  },
  // </>
  DEVELOPMENT: {
    background: '#13293f',
    shapes: ['#2563eb', '#28c0e2', '#818cf8'],
    line: '#a5b4fc',
    motif: 'M30 24L8 48l22 24M66 24l22 24-22 24M56 14L40 82',
  },
  // A browser window.
  WEB_TECHNOLOGIES: {
    background: '#0e3b4a',
    shapes: ['#28c0e2', '#34d399', '#0ea5e9'],
    line: '#99f6e4',
    motif:
      'M16 16h64a8 8 0 0 1 8 8v48a8 8 0 0 1-8 8H16a8 8 0 0 1-8-8V24a8 8 0 0 1 8-8zM8 34h80M20 25h1M30 25h1',
  },
  // A curve with its two handles, as a design tool draws it.
  DESIGN: {
    background: '#2e1065',
    shapes: ['#f472b6', '#a78bfa', '#fbbf24'],
    line: '#f5d0fe',
    motif:
      'M10 78C30 18 66 18 86 78M10 78 30 18M86 78 66 18M4 72h12v12H4zM80 72h12v12H80zM24 18a6 6 0 1 0 12 0 6 6 0 1 0-12 0M60 18a6 6 0 1 0 12 0 6 6 0 1 0-12 0',
  },
  // A phone.
  MOBILE: {
    background: '#053f3a',
    shapes: ['#34d399', '#28c0e2', '#a3e635'],
    line: '#bbf7d0',
    motif: 'M36 6h24a8 8 0 0 1 8 8v68a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8V14a8 8 0 0 1 8-8zM44 78h8',
  },
  NONE: {
    background: '#13293f',
    shapes: ['#28c0e2', '#7fdcf1', '#53616f'],
    line: '#d9e1e8',
    motif: 'M48 12a36 36 0 1 1 0 72 36 36 0 1 1 0-72z',
  },
};

/** FNV-1a: a small, stable 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1), the same sequence for the same seed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
