import zlib from 'node:zlib';
import type { Route } from '@playwright/test';
import { adminReady, expect, gql, gqlOk, test } from './admin-support';

// Pictures in the text and the media library (decision 048): one journey, the same at any width.
test.use({ role: 'COPYWRITER' });

/** A real PNG of one colour, made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xe2, 0x7a, 0x28]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a copywriter drops a picture into an article; the page shows it responsively, the library where it is used @any-viewport', async ({
  page,
  request,
  staff,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fileName = `chart-${stamp}.png`;
  const { createArticle } = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title: `E2E pictures ${stamp}`,
        description: 'An article with a picture in its text.',
        content: '<p>Words before the picture.</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
    staff.token,
  );
  try {
    await page.goto(`/admin-panel/article/${createArticle.slug}/edit`);
    await adminReady(page);
    const content = page.getByRole('textbox', { name: 'Content' });
    await expect(content).toContainText('Words before the picture.');

    // Dropped onto the text, as from the desktop.
    const bytes = png(1600, 900).toString('base64');
    const dataTransfer = await page.evaluateHandle(
      ({ base64, name }) => {
        const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([raw], name, { type: 'image/png' }));
        return transfer;
      },
      { base64: bytes, name: fileName },
    );
    const box = (await content.boundingBox())!;
    await content.dispatchEvent('drop', {
      dataTransfer,
      clientX: box.x + 20,
      clientY: box.y + box.height - 10,
    });

    const dialog = page.getByRole('dialog', { name: 'Insert picture' });
    await expect(dialog.getByRole('status')).toHaveText('Uploaded.');
    // The alt text is required.
    await dialog.getByRole('button', { name: 'Insert picture' }).click();
    await expect(dialog.getByText('Describe the picture for people who cannot see it.')).toBeVisible();
    await dialog.getByLabel('Alt text (required)').fill('An orange chart of sales');
    await dialog.getByLabel('Caption (optional)').fill('Sales in 2026');
    await dialog.getByRole('button', { name: 'Insert picture' }).click();
    await expect(dialog).toBeHidden();
    await expect(content.locator('figure img')).toHaveAttribute('alt', 'An orange chart of sales');
    await expect(content.locator('figcaption')).toHaveText('Sales in 2026');
    // A pasted picture opens the same dialog; cancelling it inserts nothing.
    const pasted = await page.evaluateHandle(
      ({ base64 }) => {
        const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([raw], 'pasted.png', { type: 'image/png' }));
        return transfer;
      },
      { base64: png(64, 36).toString('base64') },
    );
    await content.evaluate((el, clipboardData) => {
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, pasted);
    await expect(dialog.getByRole('status')).toHaveText('Uploaded.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(content.locator('figure')).toHaveCount(1);
    // A saved article's editor keeps a draft until the changes are published (decision 045).
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('The changes are published.')).toBeVisible();

    // The public page: a figure whose box is reserved before the file arrives (no layout shift).
    let release = false;
    const held: Route[] = [];
    await page.route('**/api/images/**', (route) => (release ? route.continue() : void held.push(route)));
    await page.goto(`/blog/${createArticle.slug}`);
    const figure = page.locator('article figure');
    await expect(figure.locator('figcaption')).toHaveText('Sales in 2026');
    const img = figure.locator('img');
    await expect(img).toHaveAttribute('alt', 'An orange chart of sales');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
    await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/320\.avif 320w.*\/1280\.avif 1280w/,
    );
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/640\.webp 640w/);
    await img.scrollIntoViewIfNeeded();
    const before = (await img.boundingBox())!;
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(false);
    expect(before.width).toBeGreaterThan(100);
    expect(Math.abs(before.height - (before.width * 900) / 1600)).toBeLessThan(1.5);
    // Positions in the document (not the viewport, which the browser may scroll meanwhile).
    const top = (selector: string) =>
      figure.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const captionBefore = await top('figcaption');
    // Now let the pictures through: nothing moves once they have arrived.
    release = true;
    for (const route of held.splice(0)) await route.continue();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(chosen).toMatch(/\/api\/images\/[A-Za-z0-9_-]+\/\d+\.avif$/);
    expect((await img.boundingBox())!.height).toBeCloseTo(before.height, 0);
    expect(await top('figcaption')).toBeCloseTo(captionBefore, 0);

    // The media library: found by its file name, used by the article, in its text.
    await page.goto(`/admin-panel/media?q=${encodeURIComponent(fileName)}`);
    await adminReady(page);
    const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').first();
    await expect(card.getByRole('heading', { name: fileName })).toBeVisible();
    await expect(card.getByRole('link', { name: `E2E pictures ${stamp}` })).toBeVisible();
    await expect(card).toContainText('(in the text)');

    // The focal point: a click on the picture, then finer with the keyboard.
    await card.getByRole('button', { name: `Set focal point of ${fileName}` }).click();
    const stage = card.getByRole('img', { name: /click where the focal point should be/ });
    await expect
      .poll(() => stage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const area = (await stage.boundingBox())!;
    await page.mouse.click(area.x + area.width * 0.2, area.y + area.height * 0.3);
    const marker = card.getByRole('button', { name: /^Focal point, / });
    await expect(marker).toHaveAccessibleName(/^Focal point, 20% from the left and 30% from the top/);
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(marker).toHaveAccessibleName(/^Focal point, 25% from the left and 35% from the top/);
    await card.getByRole('button', { name: 'Save focal point' }).click();
    await expect(page.getByText(`Focal point of ${fileName} saved.`)).toBeVisible();
    const id = (await card.locator('img').first().getAttribute('src'))!.split('/')[3]!;
    const saved = await gqlOk<{ mediaImage: { focalX: number; focalY: number } }>(
      request,
      'query ($id: ID!) { mediaImage(id: $id) { focalX focalY } }',
      { id },
      staff.token,
    );
    expect(saved.mediaImage).toEqual({ focalX: 0.25, focalY: 0.35 });
  } finally {
    await gql(
      request,
      'mutation ($id: ID!) { deleteArticle(id: $id) }',
      { id: createArticle.id },
      staff.token,
    );
  }
});
