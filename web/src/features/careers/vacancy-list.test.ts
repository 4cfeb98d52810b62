import { describe, expect, it } from 'vitest';
import { parseCareersSearch } from './careers-search';
import { careersView, cityOptions, levelOptions, matches, positionOf, type VacancyRow } from './vacancy-list';

const row = (name: string, city: string, remote: boolean, languageLvl: string): VacancyRow => ({
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  city,
  remote,
  languageLvl,
  experience: '2+ years',
});
const rows = [
  row('Go Developer', 'Warsaw', false, 'B2'),
  row('Designer', '', true, 'Upper-Intermediate'),
  row('QA Lead', 'Kyiv', true, 'B1'),
  row('PM', 'Kyiv', false, 'C1'),
];

describe('the careers filters', () => {
  it('offer each office with its count, then Remote, and levels from the lowest', () => {
    expect(cityOptions(rows)).toEqual([
      { value: 'Kyiv', count: 2 },
      { value: 'Warsaw', count: 1 },
      { value: 'Remote', count: 2 },
    ]);
    expect(levelOptions(rows).map((o) => o.value)).toEqual(['B1', 'B2', 'Upper-Intermediate', 'C1']);
  });

  it('keep an office, every remote job for Remote, and a level', () => {
    const names = (f: Parameters<typeof matches>[1]) => rows.filter((r) => matches(r, f)).map((r) => r.name);
    expect(names({ city: 'Kyiv' })).toEqual(['QA Lead', 'PM']);
    expect(names({ city: 'Remote' })).toEqual(['Designer', 'QA Lead']);
    expect(names({ city: 'Kyiv', level: 'C1' })).toEqual(['PM']);
    expect(names({})).toHaveLength(4);
  });

  it('have one spelling: other cases are corrected, unknown values and pages past the end dropped', () => {
    expect(careersView(rows, { city: 'Kyiv', level: 'C1' })).toMatchObject({
      view: { matched: 1, total: 4, filters: { city: 'Kyiv', level: 'C1' } },
      canonical: null,
    });
    expect(careersView(rows, { city: 'kyiv', level: 'c1' }).canonical).toEqual({
      city: 'Kyiv',
      level: 'C1',
      page: undefined,
    });
    expect(careersView(rows, { city: 'Atlantis' }).canonical).toEqual({
      city: undefined,
      level: undefined,
      page: undefined,
    });
    expect(careersView(rows, { page: 2 }).canonical).toEqual({ page: undefined });
  });

  it('count each option with the other filter kept, and keep every option', () => {
    const { view } = careersView(rows, { city: 'Kyiv' });
    expect(view.levels).toEqual([
      { value: 'B1', count: 1 },
      { value: 'B2', count: 0 },
      { value: 'Upper-Intermediate', count: 0 },
      { value: 'C1', count: 1 },
    ]);
    expect(careersView(rows, { level: 'B2' }).view.cities).toEqual([
      { value: 'Kyiv', count: 0 },
      { value: 'Warsaw', count: 1 },
      { value: 'Remote', count: 0 },
    ]);
  });

  it('show a long list fifty to a page', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      row(`Engineer ${i}`, i % 2 ? 'Kyiv' : 'Lviv', false, 'B2'),
    );
    const first = careersView(many, {}).view;
    expect(first).toMatchObject({ total: 120, matched: 120, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(50);
    const last = careersView(many, { page: 3 }).view;
    expect(last.rows.map((r) => r.name)).toEqual(many.slice(100).map((r) => r.name));
    expect(careersView(many, { city: 'Kyiv', page: 2 }).view).toMatchObject({ matched: 60, pageCount: 2 });
  });

  it('read blank and odd search values as no filter', () => {
    expect(
      parseCareersSearch({ city: ' ', level: ['B2'], page: '2', position: 'qa-lead', utm: 'x' }),
    ).toEqual({
      city: undefined,
      level: undefined,
      page: 2,
      position: 'qa-lead',
    });
    expect(parseCareersSearch({ page: 'x' }).page).toBeUndefined();
  });
});

describe('a position in the application form', () => {
  it('names the vacancy and its place, within 200 characters', () => {
    expect(positionOf(rows[0]!)).toBe('Go Developer (Warsaw)');
    expect(positionOf(rows[1]!)).toBe('Designer (Remote)');
    expect(positionOf(rows[2]!)).toBe('QA Lead (Kyiv or remote)');
    const long = positionOf({ name: 'x'.repeat(200), city: 'Kyiv', remote: false });
    expect(long).toHaveLength(200);
    expect(long.endsWith('… (Kyiv)')).toBe(true);
  });
});
