import { Node } from '@tiptap/react';

/** A picture in the text as the editor inserts it: an uploaded image, its alt text and caption. */
export type FigureAttrs = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string;
};

const number = (value: string | null) => (value && /^\d{1,5}$/.test(value) ? Number(value) : null);

function attrsOf(figure: HTMLElement): FigureAttrs | false {
  const img = figure.tagName === 'IMG' ? figure : figure.querySelector('img');
  const src = img?.getAttribute('src');
  if (!img || !src) return false;
  return {
    src,
    alt: img.getAttribute('alt') ?? '',
    width: number(img.getAttribute('width')),
    height: number(img.getAttribute('height')),
    caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
  };
}

/**
 * <figure><img src alt width height><figcaption>…</figcaption></figure> (decision 048), one block
 * the caret steps over: alt text and caption are edited in the picture dialog, not inline, so the
 * alt text cannot be left out by accident. The HTML it writes is exactly what the sanitiser keeps
 * (@agency/schema/rich-text), attribute order included, so saving changes nothing.
 */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    const plain = (fallback: unknown) => ({ default: fallback, rendered: false });
    return { src: plain(''), alt: plain(''), width: plain(null), height: plain(null), caption: plain('') };
  },
  parseHTML() {
    return [
      { tag: 'figure', getAttrs: (node) => attrsOf(node) },
      // A bare picture (pasted from another page of this site) becomes a figure without caption.
      { tag: 'img[src]', getAttrs: (node) => attrsOf(node) },
    ];
  },
  renderHTML({ node }) {
    const a = node.attrs as FigureAttrs;
    const img: Record<string, string> = { src: a.src, alt: a.alt };
    if (a.width) img.width = String(a.width);
    if (a.height) img.height = String(a.height);
    return a.caption ? ['figure', ['img', img], ['figcaption', a.caption]] : ['figure', ['img', img]];
  },
});
