import { MAX_LENGTH } from '@agency/schema/forms';
import { placeOf, REMOTE_LABEL } from '@agency/schema/vacancy-place';

/** One vacancy as the careers list shows it: no description, so hundreds stay small. */
export type VacancyRow = {
  slug: string;
  name: string;
  city: string;
  remote: boolean;
  languageLvl: string;
  experience: string;
};

/**
 * Up to this many visible vacancies, /careers shows them as the spec's accordion (each opens to a
 * summary, "Read more" and "Join Us"); above it, as a compact table with filters by city and
 * English level. Decision 038.
 */
export const SHORT_LIST = 10;

export type CareersFilters = { city?: string | undefined; level?: string | undefined };
export type FilterOption = { value: string; count: number };

/** The rows a filter keeps: a city keeps that office's jobs, "Remote" every job that may be remote. */
export function matches(row: VacancyRow, { city, level }: CareersFilters): boolean {
  if (city && !(city === REMOTE_LABEL ? row.remote : row.city === city)) return false;
  return !level || row.languageLvl === level;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

function counted(values: string[], order: (a: string, b: string) => number): FilterOption[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => order(a.value, b.value));
}

/** The offices, alphabetical, then "Remote" when any job may be remote; each with how many jobs. */
export function cityOptions(rows: VacancyRow[]): FilterOption[] {
  const cities = counted(
    rows.filter((row) => row.city).map((row) => row.city),
    byName,
  );
  const remote = rows.filter((row) => row.remote).length;
  return remote ? [...cities, { value: REMOTE_LABEL, count: remote }] : cities;
}

// English levels are free text: the usual names and CEFR codes sort from the lowest up, others after.
const LEVELS = [
  'a1',
  'beginner',
  'a2',
  'elementary',
  'pre-intermediate',
  'b1',
  'intermediate',
  'b2',
  'upper-intermediate',
  'c1',
  'advanced',
  'c2',
  'proficient',
  'fluent',
  'native',
];
const rank = (level: string) => {
  const found = LEVELS.indexOf(level.trim().toLowerCase());
  return found < 0 ? LEVELS.length : found;
};

export function levelOptions(rows: VacancyRow[]): FilterOption[] {
  return counted(
    rows.map((row) => row.languageLvl),
    (a, b) => rank(a) - rank(b) || byName(a, b),
  );
}

/** Rows per page of a long list: the page stays small however many vacancies are open. */
export const PAGE_SIZE = 50;

export type CareersQuery = CareersFilters & { page?: number | undefined };

/** What /careers shows of the visible vacancies for one address. */
export type CareersView = {
  /** How many vacancies are visible in all. */
  total: number;
  /** How many match the filters. */
  matched: number;
  /** The rows of this page. */
  rows: VacancyRow[];
  cities: FilterOption[];
  levels: FilterOption[];
  filters: CareersFilters;
  page: number;
  pageCount: number;
};

/**
 * The list for one address, or the address it should have: a filter value spelt in another case
 * becomes the offered one, an unknown value or a page past the end is dropped, so each list has one
 * address and one page-cache entry (the page redirects, decision 038). A short list is one page.
 */
export function careersView(
  vacancies: VacancyRow[],
  asked: CareersQuery,
): { view: CareersView; canonical: CareersQuery | null } {
  const cities = cityOptions(vacancies);
  const levels = levelOptions(vacancies);
  const pick = (value: string | undefined, options: FilterOption[]) =>
    value === undefined
      ? undefined
      : options.find((option) => option.value.toLowerCase() === value.toLowerCase())?.value;
  const filters = { city: pick(asked.city, cities), level: pick(asked.level, levels) };
  const matching =
    filters.city || filters.level ? vacancies.filter((row) => matches(row, filters)) : vacancies;
  const perPage = vacancies.length <= SHORT_LIST ? SHORT_LIST : PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const page = asked.page !== undefined && asked.page > 1 && asked.page <= pageCount ? asked.page : undefined;
  const changed = filters.city !== asked.city || filters.level !== asked.level || page !== asked.page;
  const first = ((page ?? 1) - 1) * perPage;
  // Each option counts the vacancies it would show with the other filter kept, so a visitor sees
  // which choices are empty; every option stays, so the chosen one is always there.
  const countWith = (options: FilterOption[], other: CareersFilters, as: keyof CareersFilters) => {
    const pool = other.city || other.level ? vacancies.filter((row) => matches(row, other)) : vacancies;
    return options.map(({ value }) => ({
      value,
      count: pool.filter((row) => matches(row, { [as]: value })).length,
    }));
  };
  return {
    view: {
      total: vacancies.length,
      matched: matching.length,
      rows: matching.slice(first, first + perPage),
      cities: countWith(cities, { level: filters.level }, 'city'),
      levels: countWith(levels, { city: filters.city }, 'level'),
      filters,
      page: page ?? 1,
      pageCount,
    },
    canonical: changed ? { ...filters, page } : null,
  };
}

/** A vacancy the application form's position dropdown offers: its slug (what a "Join Us" link names) and its wording. */
export type PositionOption = { slug: string; label: string };

/**
 * What the application form's position names and sends: the vacancy and its place ("QA Engineer
 * (Lviv)"), so HR knows which of two same-named vacancies a candidate chose; at most the form's
 * 200 characters, the name shortened first.
 */
export function positionOf(row: Pick<VacancyRow, 'name' | 'city' | 'remote'>): string {
  const place = ` (${placeOf(row)})`;
  const room = MAX_LENGTH.position - place.length;
  const name = row.name.length > room ? `${row.name.slice(0, Math.max(room - 1, 1)).trimEnd()}…` : row.name;
  return `${name}${place}`.slice(0, MAX_LENGTH.position);
}
