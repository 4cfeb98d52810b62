import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

// The default (node) environment: no window or document, as on the server.
describe('RichTextEditor on the server', () => {
  it('renders the toolbar and an empty editor slot without touching the DOM', () => {
    const onChange = vi.fn();
    const html = renderToString(
      <RichTextEditor id="body" label="Body" value="<p>Hello</p>" onChange={onChange} />,
    );
    expect(typeof document).toBe('undefined');
    expect(html).toContain('role="toolbar"');
    expect(html).toContain('aria-controls="body"');
    // The editor itself only exists in the browser (immediatelyRender: false).
    expect(html).not.toContain('contenteditable');
    expect(onChange).not.toHaveBeenCalled();
  });
});
