import { describe, expect, it } from 'vitest';
import { imageSrcSet, responsiveImages } from './responsive-images';
import { sanitizeRichText } from './rich-text';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWx';

describe('responsiveImages', () => {
  it('offers AVIF and WebP up to the picture width, keeping its size, alt text and caption', () => {
    const html = sanitizeRichText(
      `<figure><img src="/api/images/${ID}" alt="A chart" width="1000" height="500"><figcaption>Cap</figcaption></figure>`,
    );
    const out = responsiveImages(html);
    expect(out).toContain(
      `<source type="image/avif" srcset="/api/images/${ID}/320.avif 320w, /api/images/${ID}/640.avif 640w, /api/images/${ID}/960.avif 960w"`,
    );
    expect(out).toContain(`<source type="image/webp" srcset="/api/images/${ID}/320.webp 320w`);
    expect(out).toContain(
      `<img src="/api/images/${ID}" alt="A chart" width="1000" height="500" loading="lazy" decoding="async"></picture><figcaption>Cap</figcaption></figure>`,
    );
  });

  it('leaves text without pictures alone', () => {
    expect(responsiveImages('<p>x</p>')).toBe('<p>x</p>');
  });

  it('never offers a width the picture lacks, but always one', () => {
    expect(imageSrcSet(ID, 200, 'webp')).toBe(`/api/images/${ID}/320.webp 200w`);
    expect(imageSrcSet(ID, 640, 'avif')).toBe(
      `/api/images/${ID}/320.avif 320w, /api/images/${ID}/640.avif 640w`,
    );
  });
});
