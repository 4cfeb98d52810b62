// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// ProseMirror measures the caret (coordsAtPos) to scroll the selection into view after each edit.
// jsdom does no layout and has no Range.getClientRects/getBoundingClientRect, so ranges report an
// empty box at the origin, which is what jsdom's elements report too.
const EMPTY_RECT = {
  x: 0,
  y: 0,
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  width: 0,
  height: 0,
  toJSON: () => ({}),
};
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => EMPTY_RECT;

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  vi.restoreAllMocks();
});

async function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const current: RichTextEditorProps = {
    id: 'article-body',
    label: 'Article body',
    value: '<p>Hello</p>',
    onChange,
    ...props,
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(<RichTextEditor {...current} />));

  const editable = () => {
    const element = container.querySelector<HTMLElement>('[contenteditable]');
    if (!element) throw new Error('the editable area is not rendered');
    return element;
  };
  return {
    container,
    onChange,
    editable,
    button: (name: string) => {
      const element = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
      if (!element) throw new Error(`no "${name}" button`);
      return element;
    },
    rerender: async (next: Partial<RichTextEditorProps>) => {
      Object.assign(current, next);
      await act(async () => root.render(<RichTextEditor {...current} />));
    },
  };
}

/** Lets ProseMirror's DOM observer, TipTap's requestAnimationFrame focus and React settle. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Types the way a browser does in a contenteditable: it edits the DOM, ProseMirror reads it back. */
async function typeAtEnd(editable: HTMLElement, text: string) {
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  if (!last) throw new Error('no text to type after');
  last.data += text;
  document.getSelection()?.collapse(last, last.data.length);
  await settle();
}

async function press(editable: HTMLElement, key: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    editable.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

/** A paste of HTML, as ProseMirror reads it from the clipboard event. */
async function paste(editable: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  });
  await act(async () => {
    editable.dispatchEvent(event);
  });
  await settle();
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

/** The HTML the editor reported last. */
function lastHtml(onChange: ReturnType<typeof vi.fn<(html: string) => void>>): string {
  const call = onChange.mock.calls.at(-1);
  if (!call) throw new Error('onChange was never called');
  return call[0];
}

describe('RichTextEditor', () => {
  it('shows the initial value without reporting a change', async () => {
    const { editable, onChange } = await renderEditor({
      value: '<h2>Stack</h2><p>React and <em>Node</em></p>',
    });
    expect(editable().innerHTML).toBe('<h2>Stack</h2><p>React and <em>Node</em></p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports typed text as HTML', async () => {
    const { editable, onChange } = await renderEditor({ value: '<p>Hello</p>' });
    await typeAtEnd(editable(), ' world');
    expect(lastHtml(onChange)).toBe('<p>Hello world</p>');
  });

  it('makes the selection bold from the toolbar and reports <strong>', async () => {
    const { editable, button, onChange } = await renderEditor({ value: '<p>Hello</p>' });
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    await press(editable(), 'a', { ctrlKey: true });
    await click(button('Bold'));
    expect(lastHtml(onChange)).toBe('<p><strong>Hello</strong></p>');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the current block into a heading 2 and back', async () => {
    const { button, onChange } = await renderEditor({ value: '<p>Title</p>' });
    await click(button('Heading 2'));
    expect(lastHtml(onChange)).toBe('<h2>Title</h2>');
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    await click(button('Heading 2'));
    expect(lastHtml(onChange)).toBe('<p>Title</p>');
  });

  it('reports nothing when the caret merely moves in content ending with a list', async () => {
    const { editable, onChange } = await renderEditor({
      value: '<p>Stack</p><ul><li><p>React</p></li></ul>',
    });
    await press(editable(), 'a', { ctrlKey: true });
    await press(editable(), 'ArrowDown');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports an emptied document as an empty string', async () => {
    const { editable, onChange } = await renderEditor({ value: '<h2>Stack</h2><p>React</p>' });
    await press(editable(), 'a', { ctrlKey: true });
    await press(editable(), 'Backspace');
    expect(lastHtml(onChange)).toBe('');
  });

  it('never emits script, event handlers or javascript: links from a hostile value', async () => {
    const hostile =
      '<p>Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' +
      '<p onclick="alert(3)"><a href="javascript:alert(4)">link</a></p><h1>Title</h1><h4>Small</h4>';
    const { editable, onChange } = await renderEditor({ value: hostile });
    expect(editable().innerHTML).not.toMatch(/script|onerror|onclick|javascript:|alert|<h1|<h4/);
    await typeAtEnd(editable(), '!');
    const html = lastHtml(onChange);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert|<img|<h1|<h4/);
    expect(html).toContain('link');
    expect(html).toContain('<p>Title</p>');
  });

  it('keeps only http(s), mailto and relative links from a value', async () => {
    const { editable, onChange } = await renderEditor({
      value:
        '<p><a href="tel:+100">call</a> <a href="data:text/html,x">data</a> <a href="mailto:a@b.c">mail</a> ' +
        '<a href="/careers">careers</a> <a href="https://example.com">site</a></p>',
    });
    await typeAtEnd(editable(), '!');
    expect(lastHtml(onChange)).toBe(
      '<p>call data <a href="mailto:a@b.c">mail</a> <a href="/careers">careers</a> ' +
        '<a href="https://example.com">site!</a></p>',
    );
  });

  it('passes its HTML through sanitizeRichText, which guards links that open a new tab', async () => {
    const { editable, onChange } = await renderEditor({ value: '<p>Hello</p>' });
    await press(editable(), 'a', { ctrlKey: true });
    // Pasted HTML does not go through the sanitiser on the way in, only on the way out.
    await paste(editable(), '<p><a href="https://example.com" target="_blank">site</a></p>');
    expect(lastHtml(onChange)).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('strips script and handlers from pasted HTML', async () => {
    const { editable, onChange } = await renderEditor({ value: '<p>Hello</p>' });
    await press(editable(), 'a', { ctrlKey: true });
    const html = '<p>Pasted<img src=x onerror="alert(1)"></p><script>alert(2)</script><p>more</p>';
    await paste(editable(), html);
    expect(lastHtml(onChange)).toBe('<p>Pasted</p><p>more</p>');
  });

  it('replaces the content when value changes from outside, without calling onChange or Undo history', async () => {
    const { editable, onChange, rerender, button } = await renderEditor({ value: '' });
    await rerender({ value: '<p>Loaded <strong>later</strong></p>' });
    expect(editable().innerHTML).toBe('<p>Loaded <strong>later</strong></p>');
    await rerender({ value: '' });
    expect(editable().textContent).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps newer typing when the parent echoes an older value back', async () => {
    const { editable, onChange, rerender } = await renderEditor({ value: '<p>a</p>' });
    await typeAtEnd(editable(), 'b');
    await typeAtEnd(editable(), 'c');
    expect(onChange.mock.calls.map(([html]) => html)).toEqual(['<p>ab</p>', '<p>abc</p>']);
    await rerender({ value: '<p>ab</p>' });
    expect(editable().innerHTML).toBe('<p>abc</p>');
    await rerender({ value: '<p>abc</p>' });
    expect(editable().innerHTML).toBe('<p>abc</p>');
    // A reset to the first value is an outside change again.
    await rerender({ value: '<p>a</p>' });
    expect(editable().innerHTML).toBe('<p>a</p>');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('names and describes the editable area', async () => {
    const { editable, rerender } = await renderEditor({ invalid: true, describedBy: 'body-error' });
    const area = editable();
    expect(area.id).toBe('article-body');
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-label')).toBe('Article body');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('body-error');
    await rerender({ invalid: false, describedBy: undefined });
    expect(editable().hasAttribute('aria-invalid')).toBe(false);
    expect(editable().hasAttribute('aria-describedby')).toBe(false);
  });

  it('has a labelled toolbar of type="button" buttons with pressed states for the toggles', async () => {
    const { container } = await renderEditor({ value: '<blockquote><p>Quoted</p></blockquote>' });
    const toolbar = container.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe('Formatting');
    expect(toolbar?.getAttribute('aria-controls')).toBe('article-body');
    const buttons = [...(toolbar?.querySelectorAll('button') ?? [])];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    const pressed = Object.fromEntries(
      buttons.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')]),
    );
    expect(pressed).toMatchObject({ Bold: 'false', Quote: 'true', 'Bullet list': 'false', Undo: null });
  });

  it('moves between toolbar buttons with the arrow keys, one tab stop at a time', async () => {
    const { container, button } = await renderEditor();
    const tabStops = () =>
      [...container.querySelectorAll('button[tabindex="0"]')].map((b) => b.getAttribute('aria-label'));
    expect(tabStops()).toEqual(['Bold']);
    button('Bold').focus();
    await act(async () => {
      button('Bold').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).toBe(button('Italic'));
    expect(tabStops()).toEqual(['Italic']);
    await act(async () => {
      button('Italic').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(document.activeElement).toBe(button('Redo'));
    await act(async () => {
      button('Redo').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).toBe(button('Bold'));
  });

  it('reaches the toolbar with Alt+F10 from the text and goes back with Escape', async () => {
    const { editable, button } = await renderEditor();
    await click(button('Italic'));
    editable().focus();
    await press(editable(), 'F10', { altKey: true });
    expect(document.activeElement).toBe(button('Italic'));
    await act(async () => {
      button('Italic').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settle();
    expect(document.activeElement).toBe(editable());
  });

  it('links the selection to an accepted address and removes it on an empty answer', async () => {
    const { editable, button, onChange } = await renderEditor({ value: '<p>Careers</p>' });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('/careers');
    await press(editable(), 'a', { ctrlKey: true });
    await click(button('Link'));
    expect(lastHtml(onChange)).toBe('<p><a href="/careers">Careers</a></p>');
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');

    prompt.mockReturnValue('www.example.com');
    await click(button('Link'));
    expect(prompt).toHaveBeenLastCalledWith(expect.any(String), '/careers');
    expect(lastHtml(onChange)).toBe('<p><a href="https://www.example.com">Careers</a></p>');

    prompt.mockReturnValue('');
    await click(button('Link'));
    expect(lastHtml(onChange)).toBe('<p>Careers</p>');
  });

  it('refuses links other than http(s), mailto and relative, and says why', async () => {
    const { editable, button, onChange, container } = await renderEditor({ value: '<p>Click</p>' });
    await press(editable(), 'a', { ctrlKey: true });
    vi.spyOn(window, 'prompt').mockReturnValue('java\nscript:alert(1)');
    await click(button('Link'));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/was not linked/);
  });

  it('is read-only when disabled', async () => {
    const { editable, button, rerender } = await renderEditor({ disabled: true });
    expect(editable().getAttribute('contenteditable')).toBe('false');
    expect(editable().getAttribute('aria-disabled')).toBe('true');
    expect(button('Bold').disabled).toBe(true);
    await rerender({ disabled: false });
    expect(editable().getAttribute('contenteditable')).toBe('true');
    expect(button('Bold').disabled).toBe(false);
  });

  it('focuses the editable area when its <label htmlFor> is clicked', async () => {
    const { container, editable } = await renderEditor();
    const label = document.createElement('label');
    label.htmlFor = 'article-body';
    label.textContent = 'Body';
    container.prepend(label);
    await click(label);
    expect(document.activeElement).toBe(editable());
  });
});
