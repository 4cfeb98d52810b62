/**
 * The rules of a vacancy and their messages: the API's services check every write with these
 * (GraphQL and REST alike) and the admin form says the same before sending. The spec words none of
 * them; the messages are the admin form's, which name the field as the form labels it.
 */
import * as z from 'zod/mini';
import { richText } from './rich-text.ts';
import { optionalFlag, requiredText } from './validation.ts';

/** Each short field of a vacancy holds at most this many characters. */
export const VACANCY_TEXT_MAX = 200;

export const VACANCY_MESSAGES = {
  name: 'Please enter the position name.',
  languageLvl: 'Please enter the English level, e.g. Upper-Intermediate.',
  city: 'Please enter the city, or Remote.',
  experience: 'Please enter the experience needed, e.g. 3+ years.',
  content: 'Please describe the vacancy.',
  tooLong: `Please keep this to ${VACANCY_TEXT_MAX} characters or fewer.`,
  visibility: 'Visibility must be true or false.',
} as const;

const M = VACANCY_MESSAGES;
const short = (message: string) => requiredText(message, VACANCY_TEXT_MAX, M.tooLong);

const fields = {
  name: short(M.name),
  languageLvl: short(M.languageLvl),
  city: short(M.city),
  experience: short(M.experience),
  content: richText(M.content),
};

/** A new vacancy; without a visibility it starts hidden (publishing is a deliberate step). */
export const vacancyCreate = z.object({ ...fields, visibility: optionalFlag(M.visibility) });

/** Changes to a vacancy: a field left out (or null) stays as it is. */
export const vacancyUpdate = z.object({
  name: z.nullish(fields.name),
  languageLvl: z.nullish(fields.languageLvl),
  city: z.nullish(fields.city),
  experience: z.nullish(fields.experience),
  content: z.nullish(fields.content),
  visibility: optionalFlag(M.visibility),
});

/** The fields of the admin form, in the order it shows them (focus goes to the first wrong one). */
export const VACANCY_FORM_FIELDS = ['name', 'languageLvl', 'city', 'experience', 'content'] as const;

export type VacancyCreateInput = z.input<typeof vacancyCreate>;
export type VacancyUpdateInput = z.input<typeof vacancyUpdate>;
