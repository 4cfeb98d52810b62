import { describe, expect, it } from 'vitest';
import { exportVariables, periodOf, validateActivitySearch } from './activity-search';

describe('validateActivitySearch', () => {
  it('keeps known filters and drops what the screen cannot show', () => {
    expect(
      validateActivitySearch({
        actor: '  ana@x.test ',
        action: 'SIGN_IN_FAILED',
        target: 'Hello',
        from: '2026-11-01',
        to: '2026-11-24',
        after: 'YXVkaXR8MXxh.tag-_1',
        start: '51',
      }),
    ).toEqual({
      actor: 'ana@x.test',
      action: 'SIGN_IN_FAILED',
      target: 'Hello',
      from: '2026-11-01',
      to: '2026-11-24',
      after: 'YXVkaXR8MXxh.tag-_1',
      before: undefined,
      start: 51,
    });
    expect(
      validateActivitySearch({
        actor: '',
        action: 'DROP',
        from: '2026-13-01',
        to: 'today',
        before: 'not a cursor',
        start: '51',
      }),
    ).toEqual({
      actor: undefined,
      action: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
      after: undefined,
      before: undefined,
      start: undefined,
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

describe('exportVariables', () => {
  it('carries the filters to the export link, without the page', () => {
    expect(exportVariables({ after: 'a.b', start: 51 })).toEqual({
      actor: null,
      action: null,
      target: null,
      from: null,
      to: null,
    });
    expect(exportVariables({ actor: 'a b', action: 'SIGN_IN', target: 'x&y' })).toMatchObject({
      actor: 'a b',
      action: 'SIGN_IN',
      target: 'x&y',
    });
  });
});
