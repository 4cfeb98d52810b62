import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref } from '@agency/schema/rich-text';
import { normalizeLinkHref } from './link-href';

describe('normalizeLinkHref', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['  mailto:jobs@example.com ', 'mailto:jobs@example.com'],
    ['/careers', '/careers'],
    ['#apply', '#apply'],
    ['../blog/post', '../blog/post'],
    ['www.example.com/x', 'https://www.example.com/x'],
  ])('accepts %j as %j', (input, href) => {
    expect(normalizeLinkHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' \tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'tel:+100',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(normalizeLinkHref(input)).toBeNull();
  });
});

describe('isAllowedLinkHref', () => {
  it('refuses missing hrefs', () => {
    expect(isAllowedLinkHref(null)).toBe(false);
    expect(isAllowedLinkHref(undefined)).toBe(false);
  });
});
