import { describe, expect, it } from 'vitest';
import { exportPath, periodOf, validateActivitySearch } from './activity-search';

describe('validateActivitySearch', () => {
  it('keeps known filters and drops what the screen cannot show', () => {
    expect(
      validateActivitySearch({
        actor: '  ana@x.test ',
        action: 'SIGN_IN_FAILED',
        target: 'Hello',
        from: '2026-11-01',
        to: '2026-11-24',
        page: '3',
      }),
    ).toEqual({
      actor: 'ana@x.test',
      action: 'SIGN_IN_FAILED',
      target: 'Hello',
      from: '2026-11-01',
      to: '2026-11-24',
      page: 3,
    });
    expect(
      validateActivitySearch({ actor: '', action: 'DROP', from: '2026-13-01', to: 'today', page: '0' }),
    ).toEqual({
      actor: undefined,
      action: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });
});

describe('periodOf', () => {
  it('runs from the start of the first day to the start of the day after the last, in local time', () => {
    const { from, to } = periodOf({ from: '2026-11-01', to: '2026-11-24' });
    expect(new Date(from!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(to!).getTime()).toBe(new Date('2026-11-25T00:00:00').getTime());
    expect(periodOf({})).toEqual({ from: null, to: null });
  });
});

describe('exportPath', () => {
  it('carries the filters to the REST export, without the page', () => {
    expect(exportPath({ page: 4 })).toBe('/api/audit/export.csv');
    const path = exportPath({ actor: 'a b', action: 'SIGN_IN', target: 'x&y' });
    expect(path).toBe('/api/audit/export.csv?actor=a+b&action=SIGN_IN&target=x%26y');
  });
});
