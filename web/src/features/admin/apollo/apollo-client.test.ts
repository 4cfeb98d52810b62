import { describe, expect, it } from 'vitest';
import { requestHeaders } from './apollo-client';

describe('requestHeaders', () => {
  it('always asks for a preflight so the API can block cross-site requests', () => {
    expect(requestHeaders(null)).toEqual({ 'apollo-require-preflight': 'true' });
  });

  it('adds the bearer token when one is stored', () => {
    expect(requestHeaders('abc.def')).toEqual({
      'apollo-require-preflight': 'true',
      authorization: 'Bearer abc.def',
    });
  });

  it('treats an empty token as logged out', () => {
    expect(requestHeaders('')).not.toHaveProperty('authorization');
  });
});
