// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '@agency/schema/rich-text';
import { RichTextEditor } from './rich-text-editor';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

const FIGURE =
  '<figure><img src="/api/images/AbCdEfGhIjKlMnOpQrStUvWx" alt="A chart" width="1600" height="900"><figcaption>Sales</figcaption></figure>';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

async function render(uploadImage?: () => Promise<{ url: string; width: number; height: number }>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  const onChange = vi.fn();
  await act(async () =>
    root.render(
      <RichTextEditor
        id="body"
        label="Body"
        value={`<p>Text</p>${FIGURE}`}
        onChange={onChange}
        uploadImage={uploadImage}
      />,
    ),
  );
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  return { container, onChange };
}

it('shows a picture of the text with its alt text and caption, writing back exactly what the sanitiser keeps', async () => {
  const { container, onChange } = await render(async () => ({ url: '/api/images/x', width: 1, height: 1 }));
  const img = container.querySelector('[contenteditable] figure img');
  expect(img?.getAttribute('alt')).toBe('A chart');
  expect(container.querySelector('[contenteditable] figcaption')?.textContent).toBe('Sales');
  expect(container.querySelector('button[aria-label="Picture"]')).not.toBeNull();
  // Loading is not an edit; the figure's HTML is the sanitiser's fixed point.
  expect(onChange).not.toHaveBeenCalled();
  expect(sanitizeRichText(FIGURE)).toBe(FIGURE);
});

it('offers no pictures where the field takes none (vacancies): no button, and a pasted figure is dropped', async () => {
  const { container } = await render();
  expect(container.querySelector('button[aria-label="Picture"]')).toBeNull();
  expect(container.querySelector('[contenteditable] figure')).toBeNull();
});
