import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, countrySortKey } from './countries';

describe('the country list', () => {
  it('is in the order an English collator gives, without building one at load', () => {
    const collated = [...COUNTRY_NAMES].sort((a, b) => a.localeCompare(b, 'en'));
    expect(COUNTRY_NAMES).toEqual(collated);
    expect(COUNTRY_NAMES[0]).toBe('Afghanistan');
    expect(COUNTRY_NAMES[1]).toBe('Aland');
  });

  it('sorts accented names with their plain letters', () => {
    expect(countrySortKey('São Tomé and Príncipe')).toBe('sao tome and principe');
    const names = COUNTRIES.map((country) => country.name);
    expect(names.indexOf('Türkiye')).toBe(names.indexOf('Tunisia') + 1);
  });
});
