/**
 * The rules of a vacancy and their messages: the API's services check every write with these
 * (GraphQL and REST alike) and the admin form says the same before sending. The spec words none of
 * them; the messages are the admin form's, which name the field as the form labels it.
 */
import * as z from 'zod/mini';
import { isListedCountry } from './countries.ts';
import { richText } from './rich-text.ts';
import { optionalFlag, requiredText } from './validation.ts';

/** Each short field of a vacancy holds at most this many characters. */
export const VACANCY_TEXT_MAX = 200;

export const VACANCY_MESSAGES = {
  name: 'Please enter the position name.',
  languageLvl: 'Please enter the English level, e.g. Upper-Intermediate.',
  city: 'Please enter the city, or tick Remote.',
  experience: 'Please enter the experience needed, e.g. 3+ years.',
  content: 'Please describe the vacancy.',
  country: 'Please choose the country of the job (for remote work, where candidates must live).',
  tooLong: `Please keep this to ${VACANCY_TEXT_MAX} characters or fewer.`,
  visibility: 'Visibility must be true or false.',
  remote: 'Remote must be true or false.',
} as const;

const M = VACANCY_MESSAGES;
const short = (message: string) => requiredText(message, VACANCY_TEXT_MAX, M.tooLong);

/** The city: blank is allowed here, and refused below unless the job is remote. */
const city = z.string(M.city).check(z.trim(), z.maxLength(VACANCY_TEXT_MAX, M.tooLong));

/** An ISO 3166-1 alpha-2 code of a country the dropdowns offer ("ua" is read as "UA"). */
export const vacancyCountry = z.string(M.country).check(
  z.maxLength(8, M.country),
  z.trim(),
  z.toUpperCase(),
  z.refine((code) => isListedCountry(code), M.country),
);

const fields = {
  name: short(M.name),
  languageLvl: short(M.languageLvl),
  experience: short(M.experience),
  content: richText(M.content),
};

/** Only judged once the city and the flag are of the right type, so each field has one message. */
const cityOrRemote = z.refine<{ city?: string | null | undefined; remote?: boolean | null | undefined }>(
  (v) => v.remote === true || !!v.city,
  {
    message: M.city,
    path: ['city'],
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | null;
      return (
        typeof v === 'object' &&
        v !== null &&
        (v.city == null || typeof v.city === 'string') &&
        (v.remote == null || typeof v.remote === 'boolean')
      );
    },
  },
);

/**
 * A new vacancy. Without a visibility it starts hidden (publishing is a deliberate step); without a
 * country the API takes the site's (SITE_COUNTRY) and refuses one when there is none; without a
 * remote flag the API reads the city as decision 028 did ("Remote", "Kyiv or remote").
 */
export const vacancyCreate = z
  .object({
    ...fields,
    city: z.nullish(city),
    country: z.nullish(vacancyCountry),
    remote: optionalFlag(M.remote),
    visibility: optionalFlag(M.visibility),
  })
  .check(cityOrRemote);

/**
 * Changes to a vacancy: a field left out (or null) stays as it is. Whether a blank city is allowed
 * depends on the stored remote flag too, so the API checks that on the merged vacancy.
 */
export const vacancyUpdate = z.object({
  name: z.nullish(fields.name),
  languageLvl: z.nullish(fields.languageLvl),
  city: z.nullish(city),
  experience: z.nullish(fields.experience),
  content: z.nullish(fields.content),
  country: z.nullish(vacancyCountry),
  remote: optionalFlag(M.remote),
  visibility: optionalFlag(M.visibility),
});

/** The fields of the admin form, in the order it shows them (focus goes to the first wrong one). */
export const VACANCY_FORM_FIELDS = [
  'name',
  'languageLvl',
  'experience',
  'country',
  'city',
  'content',
] as const;

export type VacancyCreateInput = z.input<typeof vacancyCreate>;
export type VacancyUpdateInput = z.input<typeof vacancyUpdate>;
