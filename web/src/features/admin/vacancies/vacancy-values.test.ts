import { VACANCY_MESSAGES } from '@agency/schema/vacancies';
import { describe, expect, it } from 'vitest';
import { EMPTY_VACANCY, newVacancy, trimmed, validateVacancy } from './vacancy-values';

describe('validateVacancy', () => {
  it('asks for every field of an empty vacancy', () => {
    expect(Object.keys(validateVacancy(EMPTY_VACANCY)).sort()).toEqual(
      ['city', 'content', 'country', 'experience', 'languageLvl', 'name'].sort(),
    );
  });

  it('accepts a complete vacancy and treats spaces as empty', () => {
    const full = {
      ...EMPTY_VACANCY,
      name: 'QA',
      languageLvl: 'B2',
      city: 'Kyiv',
      country: 'UA',
      experience: '2+',
      content: '<p>x</p>',
    };
    expect(validateVacancy(full)).toEqual({});
    expect(validateVacancy({ ...full, city: '   ' })).toEqual({
      city: 'Please enter the city, or tick Remote.',
    });
    // A remote-only job needs no office.
    expect(validateVacancy({ ...full, city: '', remote: true })).toEqual({});
    expect(validateVacancy({ ...full, country: '' })).toEqual({ country: VACANCY_MESSAGES.country });
  });

  it('says the 200-character limit of the API before sending', () => {
    const full = { ...newVacancy('PL'), name: 'QA', languageLvl: 'B2', city: 'Warsaw', experience: '2+' };
    expect(validateVacancy({ ...full, content: '<p>x</p>', languageLvl: 'B'.repeat(201) })).toEqual({
      languageLvl: VACANCY_MESSAGES.tooLong,
    });
  });

  it("starts a new vacancy hidden, in the site's country when it has one", () => {
    expect(EMPTY_VACANCY.visibility).toBe(false);
    expect(newVacancy('UA')).toMatchObject({ country: 'UA', remote: false, visibility: false });
    expect(newVacancy(null).country).toBe('');
  });

  it('trims what is sent', () => {
    expect(trimmed({ ...EMPTY_VACANCY, name: '  QA  ' }).name).toBe('QA');
  });
});
