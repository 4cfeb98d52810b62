import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html = '<p>Hello <strong>team</strong></p><ul><li>React</li></ul><h2>Stack</h2>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements and their code', () => {
    const out = sanitizeHtml('<p>Before</p><script>window.hacked = true</script><p>After</p>');
    expect(out).toBe('<p>Before</p><p>After</p>');
  });

  it('removes event handler attributes but keeps the element', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)" alt="pic"><p onclick="x()">Text</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<p>Text</p>');
  });

  it('removes javascript: links', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">Click</a>');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('Click');
  });

  it('removes iframes, styles and forms', () => {
    const out = sanitizeHtml(
      '<iframe src="https://example.com"></iframe><style>body{display:none}</style><form action="/x"><input name="a"></form><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const out = sanitizeHtml('<a href="https://example.com" target="_blank">Site</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('keeps text that merely looks like markup escaped', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });
});
