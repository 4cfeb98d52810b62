import { describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES as M, vacancyCreate, vacancyUpdate } from './vacancies.ts';
import { check, errorsOf } from './validation.ts';

const vacancy = {
  name: ' Go Developer ',
  languageLvl: 'B2',
  city: 'Remote',
  experience: '3+ years',
  content: '<p>Go <img src=x onerror=alert(1)></p>',
};

describe('a vacancy', () => {
  it('is trimmed and sanitised', () => {
    expect(check(vacancyCreate, vacancy)).toEqual({
      ok: true,
      data: { ...vacancy, name: 'Go Developer', content: '<p>Go </p>' },
    });
  });

  it('names each missing field with the admin form message', () => {
    expect(errorsOf(vacancyCreate, {})).toEqual({
      name: 'Please enter the position name.',
      languageLvl: 'Please enter the English level, e.g. Upper-Intermediate.',
      city: 'Please enter the city, or tick Remote.',
      experience: 'Please enter the experience needed, e.g. 3+ years.',
      content: 'Please describe the vacancy.',
    });
  });

  it('holds each short field to 200 characters', () => {
    expect(errorsOf(vacancyCreate, { ...vacancy, city: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf(vacancyCreate, { ...vacancy, city: 'x'.repeat(201) })).toEqual({ city: M.tooLong });
  });

  it('gives the field message for a wrong type', () => {
    expect(
      errorsOf(vacancyCreate, { ...vacancy, name: 5, experience: { years: 3 }, visibility: 'true' }),
    ).toEqual({
      name: M.name,
      experience: M.experience,
      visibility: M.visibility,
    });
  });

  it('changes: missing or null fields stay, given ones are checked', () => {
    expect(check(vacancyUpdate, { experience: '5 years', visibility: false })).toEqual({
      ok: true,
      data: { experience: '5 years', visibility: false },
    });
    expect(errorsOf(vacancyUpdate, { name: '', city: null })).toEqual({ name: M.name });
  });

  it('has a location: a city unless remote, and a listed country code', () => {
    expect(errorsOf(vacancyCreate, { ...vacancy, city: '', remote: true, country: 'ua' })).toEqual({});
    expect(check(vacancyCreate, { ...vacancy, city: ' ', remote: true, country: 'ua' })).toMatchObject({
      ok: true,
      data: { city: '', remote: true, country: 'UA' },
    });
    expect(errorsOf(vacancyCreate, { ...vacancy, city: ' ', remote: false })).toEqual({ city: M.city });
    expect(errorsOf(vacancyCreate, { ...vacancy, city: undefined })).toEqual({ city: M.city });
    for (const country of ['', 'XX', 'AQ', 'Ukraine', 7])
      expect(errorsOf(vacancyCreate, { ...vacancy, country }), String(country)).toEqual({
        country: M.country,
      });
    expect(errorsOf(vacancyCreate, { ...vacancy, remote: 'yes' })).toEqual({ remote: M.remote });
    expect(errorsOf(vacancyUpdate, { city: '', country: 'pl', remote: false })).toEqual({});
  });
});
