import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashMarkedInlineTags } from './inline-hashes';

// The page's policy lists the hashes of exactly the inline tags the server wrote (marked with the
// render's marker); whatever else sits in the document gets no hash, so a browser refuses to run it.
// response-cache.test.ts checks the same on real rendered pages; these cover the scanner's edges.

const marker = 'm4rk3r';
const mark = ` nonce="${marker}"`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hashMarkedInlineTags', () => {
  it('hashes marked scripts and styles, drops every marker, and leaves the rest of the page as it was', () => {
    const css = 'body{color:red}'.repeat(200); // long enough to be remembered
    const html =
      `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${marker}"/>` +
      `<link rel="modulepreload" href="/a.js"${mark}>` +
      `<style data-inline=""${mark}>${css}</style>` +
      `<script${mark}>boot()</script><script${mark} src="/b.js"></script>` +
      `</head><body><p>a < b > c</p><script>window.smuggled = 1</script>` +
      `<script type="application/json"${mark}>{"a":1}</script></body></html>`;

    const first = hashMarkedInlineTags(html, marker);
    expect(first.html).toBe(
      html.replaceAll(mark, '').replace(`<meta property="csp-nonce" content="${marker}"/>`, ''),
    );
    expect(first.html).not.toContain(marker);
    expect(first.hashes.styles).toEqual([hash(css)]);
    // The src script runs under 'self'; the smuggled one is not marked, so it has no hash.
    expect(first.hashes.scripts).toEqual([hash('boot()'), hash('{"a":1}')]);
    expect(first.hashes.scripts).not.toContain(hash('window.smuggled = 1'));

    // A second render of the same page (its long CSS now remembered) gets the same answer.
    expect(hashMarkedInlineTags(html, marker)).toEqual(first);
    // Another render's different CSS gets its own hash, never the remembered one.
    const other = html.replace(css, `${css}p{}`);
    expect(hashMarkedInlineTags(other, marker).hashes.styles).toEqual([hash(`${css}p{}`)]);
  });

  it('ends a tag where a browser does (any case), lists a repeated text once, and ignores a forged marker elsewhere', () => {
    const html =
      `<SCRIPT${mark}>one()</SCRIPT><script${mark}>one()</script>` +
      `<div title="x${mark}">text</div><style${mark}>p{}</STYLE>`;
    const { html: out, hashes } = hashMarkedInlineTags(html, marker);
    expect(out).toBe(html.replaceAll(mark, ''));
    expect(hashes.scripts).toEqual([hash('one()')]);
    expect(hashes.styles).toEqual([hash('p{}')]);
  });

  it('answers a page with no marked tags unchanged and with no hashes', () => {
    const html = '<html><body><script>alert(1)</script></body></html>';
    expect(hashMarkedInlineTags(html, marker)).toEqual({ html, hashes: { scripts: [], styles: [] } });
  });
});
