import { describe, expect, it } from 'vitest';
import { shownRange } from './list-count';

const nouns = { one: 'entry', many: 'entries' };

describe('shownRange', () => {
  it('says the range and the exact total', () => {
    expect(shownRange(1, 4, { total: 4, totalExact: true, hasMore: false }, nouns)).toBe(
      'Showing 1–4 of 4 entries.',
    );
    expect(shownRange(1, 1, { total: 1, totalExact: true, hasMore: false }, nouns)).toBe(
      'Showing 1–1 of 1 entry.',
    );
  });

  it('calls an estimate "about", and never less than what is shown', () => {
    expect(shownRange(51, 50, { total: 200_004, totalExact: false, hasMore: true }, nouns)).toBe(
      'Showing 51–100 of about 200,004 entries.',
    );
    expect(shownRange(1, 50, { total: 12, totalExact: false, hasMore: true }, nouns)).toBe(
      'Showing 1–50 of about 51 entries.',
    );
  });

  it('counts a list shown from its first row to its last exactly, whatever the estimate', () => {
    expect(shownRange(1, 55, { total: 61, totalExact: false, hasMore: false }, nouns)).toBe(
      'Showing 1–55 of 55 entries.',
    );
  });

  it('says nothing for an empty page', () => {
    expect(shownRange(1, 0, { total: 0, totalExact: true, hasMore: false }, nouns)).toBe('');
  });
});
