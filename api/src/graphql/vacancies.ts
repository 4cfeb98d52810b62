import type { Vacancy } from '../db.ts';
import { summaryOf } from '../services/plain-text.ts';
import { placeOf } from '@agency/schema/vacancy-place';
import { builder, scopeOf } from './builder.ts';
import { VacanciesService } from '../services/vacancies.ts';

/** Summaries, made once per row: the public list hands out the same rows until a write replaces them. */
const summaries = new WeakMap<Vacancy, string>();
function summary(vacancy: Vacancy): string {
  let text = summaries.get(vacancy);
  if (text === undefined) summaries.set(vacancy, (text = summaryOf(vacancy.content)));
  return text;
}

export const VacancyRef = builder.objectRef<Vacancy>('Vacancy').implement({
  description: 'An open position: listed on /careers, with its own page at /careers/{slug}.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable identifier (the REST `_id`).' }),
    slug: t.string({
      description:
        "Its page's address, /careers/{slug}: derived from the name when the vacancy was made, unique, kept when it is renamed.",
      resolve: (v, _args, ctx) => ctx.services.vacancies.slugOf(v),
    }),
    url: t.string({
      description: "Its page's full address (SITE_URL and /careers/{slug}).",
      resolve: (v, _args, ctx) => ctx.services.vacancies.pageUrl(v),
    }),
    name: t.exposeString('name', { description: 'Position name, e.g. "Senior React Developer".' }),
    languageLvl: t.exposeString('languageLvl', {
      description: 'English level required, e.g. "Upper-Intermediate".',
    }),
    city: t.exposeString('city', {
      description: 'The city of the office; empty when the job is remote only (see `remote`, `place`).',
    }),
    country: t.exposeString('country', {
      nullable: true,
      description:
        "ISO 3166-1 alpha-2 code of the country: the office's, and for remote work where candidates must live. Null only on a vacancy written before vacancies had one while SITE_COUNTRY was unset; its page then carries no job posting until staff choose one.",
    }),
    remote: t.exposeBoolean('remote', {
      description:
        'True when the job may be done from anywhere in `country` (as well as from `city`, if any).',
    }),
    place: t.string({
      description: 'Where the job is, as one text: "Kyiv", "Remote" or "Kyiv or remote" (the REST `city`).',
      resolve: (v) => placeOf(v),
    }),
    experience: t.exposeString('experience', {
      description: 'Experience required (REST spells it `experince`).',
    }),
    content: t.exposeString('content', { description: 'Description as sanitised HTML.' }),
    summary: t.string({
      description: 'The first 200 characters or so of the description as plain text, cut at a word.',
      resolve: (v) => summary(v),
    }),
    socialImageUrl: t.string({
      nullable: true,
      description:
        'The picture a shared link to its page shows (og:image): a 1200 x 630 PNG drawn from the name and place while it is listed; null until drawn.',
      resolve: (v, _args, ctx) => ctx.services.vacancies.socialImageUrl(v),
    }),
    visibility: t.exposeBoolean('visibility', { description: 'True when listed on /careers.' }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: "When it was created; its job posting's datePosted.",
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const fields = {
  name: 'Position name.',
  languageLvl: 'English level required.',
  city: 'City of the office; may be empty when remote is true. Without `remote`, a city of "Remote" or "Kyiv or remote" sets it, as before.',
  country:
    'ISO 3166-1 alpha-2 code (e.g. "UA"): the office\'s country, and for remote work where candidates must live.',
  remote: 'True when the job may be done from anywhere in the country.',
  experience: 'Experience required.',
  content: 'Description as HTML; it is sanitised.',
} as const;

const VacancyCreateInput = builder.inputType('VacancyCreateInput', {
  description: 'A new vacancy.',
  fields: (t) => ({
    name: t.string({ required: true, description: fields.name }),
    languageLvl: t.string({ required: true, description: fields.languageLvl }),
    city: t.string({ description: fields.city }),
    country: t.string({
      description: `${fields.country} Left out: SITE_COUNTRY, and an error when that is unset.`,
    }),
    remote: t.boolean({ description: `${fields.remote} Left out: read from the city.` }),
    experience: t.string({ required: true, description: fields.experience }),
    content: t.string({ required: true, description: fields.content }),
    visibility: t.boolean({
      description: 'Listed on /careers (default false: a new vacancy starts hidden).',
    }),
  }),
});

const VacancyUpdateInput = builder.inputType('VacancyUpdateInput', {
  description: 'Changes to a vacancy; fields left out stay as they are.',
  fields: (t) => ({
    name: t.string({ description: fields.name }),
    languageLvl: t.string({ description: fields.languageLvl }),
    city: t.string({ description: fields.city }),
    country: t.string({ description: fields.country }),
    remote: t.boolean({ description: fields.remote }),
    experience: t.string({ description: fields.experience }),
    content: t.string({ description: fields.content }),
    visibility: t.boolean({ description: 'Listed on /careers.' }),
  }),
});

builder.queryFields((t) => ({
  vacancies: t.field({
    type: [VacancyRef],
    description: 'Vacancies, oldest first. Visible ones only unless includeHidden (ADMIN, HR, OWNER).',
    args: { includeHidden: t.arg.boolean({ description: 'Include hidden vacancies.', defaultValue: false }) },
    resolve: async (_root, args, ctx) => ctx.services.vacancies.list(await ctx.viewer(), args),
  }),
  vacancy: t.field({
    type: VacancyRef,
    nullable: true,
    description: "One vacancy by id or by its page's slug; null when missing or hidden from the caller.",
    args: {
      id: t.arg.id({ description: 'The vacancy id.' }),
      slug: t.arg.string({ description: 'The slug of its page, /careers/{slug}.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.vacancies.get(await ctx.viewer(), {
        id: args.id == null ? null : String(args.id),
        slug: args.slug,
      }),
  }),
}));

builder.mutationFields((t) => ({
  createVacancy: t.field({
    type: VacancyRef,
    description: 'Creates a vacancy (ADMIN, HR, OWNER).',
    authScopes: scopeOf(VacanciesService.access.create),
    args: { input: t.arg({ type: VacancyCreateInput, required: true, description: 'The vacancy.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.vacancies.create(await ctx.actor(), input),
  }),
  updateVacancy: t.field({
    type: VacancyRef,
    description: 'Changes a vacancy (ADMIN, HR, OWNER).',
    authScopes: scopeOf(VacanciesService.access.update),
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      input: t.arg({ type: VacancyUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.vacancies.update(await ctx.actor(), String(id), input),
  }),
  setVacancyVisibility: t.field({
    type: VacancyRef,
    description: 'Lists or hides a vacancy; toggles when visibility is left out (ADMIN, HR, OWNER).',
    authScopes: scopeOf(VacanciesService.access.setVisibility),
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      visibility: t.arg.boolean({ description: 'True to list, false to hide; omit to toggle.' }),
    },
    resolve: async (_root, { id, visibility }, ctx) =>
      ctx.services.vacancies.setVisibility(await ctx.actor(), String(id), visibility),
  }),
  deleteVacancy: t.id({
    description: 'Deletes a vacancy and returns its id (ADMIN, HR, OWNER).',
    authScopes: scopeOf(VacanciesService.access.remove),
    args: { id: t.arg.id({ required: true, description: 'The vacancy id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.vacancies.remove(await ctx.actor(), String(id)),
  }),
}));
