import { VACANCY_MESSAGES } from '@agency/schema/vacancies';
import { describe, expect, it } from 'vitest';
import { EMPTY_VACANCY, trimmed, validateVacancy } from './vacancy-values';

describe('validateVacancy', () => {
  it('asks for every field of an empty vacancy', () => {
    expect(Object.keys(validateVacancy(EMPTY_VACANCY)).sort()).toEqual(
      ['city', 'content', 'experience', 'languageLvl', 'name'].sort(),
    );
  });

  it('accepts a complete vacancy and treats spaces as empty', () => {
    const full = {
      ...EMPTY_VACANCY,
      name: 'QA',
      languageLvl: 'B2',
      city: 'Remote',
      experience: '2+',
      content: '<p>x</p>',
    };
    expect(validateVacancy(full)).toEqual({});
    expect(validateVacancy({ ...full, city: '   ' })).toEqual({ city: 'Please enter the city, or Remote.' });
  });

  it('says the 200-character limit of the API before sending', () => {
    const full = { ...EMPTY_VACANCY, name: 'QA', languageLvl: 'B2', city: 'Remote', experience: '2+' };
    expect(validateVacancy({ ...full, content: '<p>x</p>', languageLvl: 'B'.repeat(201) })).toEqual({
      languageLvl: VACANCY_MESSAGES.tooLong,
    });
  });

  it('starts a new vacancy hidden', () => {
    expect(EMPTY_VACANCY.visibility).toBe(false);
  });

  it('trims what is sent', () => {
    expect(trimmed({ ...EMPTY_VACANCY, name: '  QA  ' }).name).toBe('QA');
  });
});
