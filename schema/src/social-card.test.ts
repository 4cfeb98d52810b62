import { describe, expect, it } from 'vitest';
import { coverDrawing, coverSvg } from './generated-cover.ts';
import { drawSocialCard, pngSize } from './social-card.ts';

describe('social cards', () => {
  it('are 1200 x 630 PNGs, with or without artwork, however long the title', async () => {
    const art = Buffer.from(coverSvg('A title', 'DESIGN'));
    for (const input of [
      { kind: 'Case study', title: 'Joyn: EV charging app', art },
      { kind: 'Blog · Mobile', title: 'word '.repeat(60) },
    ]) {
      expect(pngSize(await drawSocialCard(input))).toEqual({ width: 1200, height: 630 });
    }
  }, 30_000);

  it('pngSize reads only PNGs', () => {
    expect(pngSize(Buffer.from('<svg/>'))).toBeUndefined();
    expect(pngSize(new Uint8Array(8))).toBeUndefined();
  });
});

describe('the drawn cover', () => {
  it('is the same for the stored and the GraphQL spelling of a category, and differs by title', () => {
    expect(coverDrawing('Hello', 'WEB TECHNOLOGIES')).toEqual(coverDrawing('Hello', 'WEB_TECHNOLOGIES'));
    expect(coverSvg('Hello', 'MOBILE')).not.toBe(coverSvg('Hello again', 'MOBILE'));
    expect(coverSvg('Hello', '')).toMatch(/^<svg [^>]*viewBox="0 0 640 360">/);
  });
});
