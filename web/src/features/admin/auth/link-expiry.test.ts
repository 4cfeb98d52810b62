import { describe, expect, it } from 'vitest';
import { linkExpired } from './link-expiry';

const token = (claims: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

describe('linkExpired', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('is true once the exp claim has passed', () => {
    expect(linkExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('is false while the link is still valid', () => {
    expect(linkExpired(token({ exp: now / 1000 + 1800 }), now)).toBe(false);
  });

  it('leaves unreadable tokens to the server', () => {
    expect(linkExpired('not-a-token', now)).toBe(false);
    expect(linkExpired('a.%%%.c', now)).toBe(false);
    expect(linkExpired(token({ sub: 'x' }), now)).toBe(false);
  });
});
