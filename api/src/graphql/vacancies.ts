import type { Vacancy } from '../generated/prisma-sqlite/client.ts';
import { builder } from './builder.ts';

const VacancyRef = builder.objectRef<Vacancy>('Vacancy').implement({
  description: 'An open position on the careers page.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable identifier (the REST `_id`).' }),
    name: t.exposeString('name', { description: 'Position name, e.g. "Senior React Developer".' }),
    languageLvl: t.exposeString('languageLvl', {
      description: 'English level required, e.g. "Upper-Intermediate".',
    }),
    city: t.exposeString('city', { description: 'Where the job is, or "Remote".' }),
    experience: t.exposeString('experience', {
      description: 'Experience required (REST spells it `experince`).',
    }),
    content: t.exposeString('content', { description: 'Description as sanitised HTML.' }),
    visibility: t.exposeBoolean('visibility', { description: 'True when listed on /careers.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const fields = {
  name: 'Position name.',
  languageLvl: 'English level required.',
  city: 'City, or "Remote".',
  experience: 'Experience required.',
  content: 'Description as HTML; it is sanitised.',
} as const;

const VacancyCreateInput = builder.inputType('VacancyCreateInput', {
  description: 'A new vacancy.',
  fields: (t) => ({
    name: t.string({ required: true, description: fields.name }),
    languageLvl: t.string({ required: true, description: fields.languageLvl }),
    city: t.string({ required: true, description: fields.city }),
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
    description: 'One vacancy; null when missing or hidden from the caller.',
    args: { id: t.arg.id({ required: true, description: 'The vacancy id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.vacancies.get(await ctx.viewer(), String(id)),
  }),
}));

const manage = { manageVacancies: true } as const;

builder.mutationFields((t) => ({
  createVacancy: t.field({
    type: VacancyRef,
    description: 'Creates a vacancy (ADMIN, HR, OWNER).',
    authScopes: manage,
    args: { input: t.arg({ type: VacancyCreateInput, required: true, description: 'The vacancy.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.vacancies.create(await ctx.actor(), input),
  }),
  updateVacancy: t.field({
    type: VacancyRef,
    description: 'Changes a vacancy (ADMIN, HR, OWNER).',
    authScopes: manage,
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
    authScopes: manage,
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      visibility: t.arg.boolean({ description: 'True to list, false to hide; omit to toggle.' }),
    },
    resolve: async (_root, { id, visibility }, ctx) =>
      ctx.services.vacancies.setVisibility(await ctx.actor(), String(id), visibility),
  }),
  deleteVacancy: t.id({
    description: 'Deletes a vacancy and returns its id (ADMIN, HR, OWNER).',
    authScopes: manage,
    args: { id: t.arg.id({ required: true, description: 'The vacancy id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.vacancies.remove(await ctx.actor(), String(id)),
  }),
}));
