import type { RequestContext } from '../context.ts';
import { SchedulesService, type PendingSchedule } from '../services/schedules.ts';
import type { Viewer } from '../services/deps.ts';
import { ArticleRef } from './articles.ts';
import { builder, scopeOf } from './builder.ts';
import { VacancyRef } from './vacancies.ts';

// Scheduled publishing (decision 046): what is pending on each article and vacancy, and the two
// mutations that set, move and cancel it.

const PublishScheduleRef = builder.objectRef<PendingSchedule>('PublishSchedule').implement({
  description:
    "What is set to happen to a record at a later moment: published, unpublished (decision 046). Moments are UTC; the admin shows them in the viewer's time zone.",
  fields: (t) => ({
    publishAt: t.expose('publishAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it will be published; null when no publish is pending.',
    }),
    unpublishAt: t.expose('unpublishAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it will be unpublished (hidden); null when no unpublish is pending.',
    }),
    setBy: t.exposeString('setBy', {
      nullable: true,
      description: 'The e-mail of the staff member who set it; the change acts with their roles.',
    }),
    failure: t.exposeString('failure', {
      nullable: true,
      description:
        'Why a change that came due was refused (e.g. its setter may no longer publish); it is not tried again until set anew.',
    }),
  }),
});

/**
 * One read per request for every record a list asks about: the resolvers of one list run in the
 * same turn of the event loop, so their ids are gathered and loaded together.
 */
type Loader = (id: string) => Promise<PendingSchedule | null>;
const loaders = new WeakMap<RequestContext, Record<'article' | 'vacancy', Loader>>();

function batch(load: (ids: string[]) => Promise<Map<string, PendingSchedule>>): Loader {
  let ids: string[] = [];
  let pending: Promise<Map<string, PendingSchedule>> | undefined;
  return (id) => {
    ids.push(id);
    pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const asked = ids;
      ids = [];
      pending = undefined;
      return load(asked);
    });
    return pending.then((found) => found.get(id) ?? null);
  };
}

function loadersOf(ctx: RequestContext) {
  let found = loaders.get(ctx);
  if (!found) {
    const viewer = () => ctx.viewer() as Promise<Viewer | null>;
    found = {
      article: batch(async (ids) => ctx.services.schedules.articleSchedules(await viewer(), ids)),
      vacancy: batch(async (ids) => ctx.services.schedules.vacancySchedules(await viewer(), ids)),
    };
    loaders.set(ctx, found);
  }
  return found;
}

builder.objectFields(ArticleRef, (t) => ({
  schedule: t.field({
    type: PublishScheduleRef,
    nullable: true,
    description: 'Its pending publish and unpublish; null when none (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(SchedulesService.access.articleSchedules),
    resolve: (a, _args, ctx) => loadersOf(ctx).article(a.id),
  }),
}));

builder.objectFields(VacancyRef, (t) => ({
  schedule: t.field({
    type: PublishScheduleRef,
    nullable: true,
    description: 'Its pending publish and unpublish; null when none (ADMIN, HR, OWNER).',
    authScopes: scopeOf(SchedulesService.access.vacancySchedules),
    resolve: (v, _args, ctx) => loadersOf(ctx).vacancy(v.id),
  }),
  closesAt: t.expose('closesAt', {
    type: 'DateTime',
    nullable: true,
    description:
      "When applications close: its job posting's validThrough. At that moment it leaves /careers, the sitemap and search engines, and its page answers 410. Null: open until hidden.",
  }),
}));

const moment = (what: string) =>
  `${what}, as an ISO 8601 moment in the future (UTC, or with an offset). Left out: kept as it is; null: cancelled.`;

const ArticleScheduleInput = builder.inputType('ArticleScheduleInput', {
  description: "Changes to an article's schedule; fields left out stay as they are.",
  fields: (t) => ({
    publishAt: t.field({ type: 'DateTime', description: moment('When to publish it') }),
    unpublishAt: t.field({
      type: 'DateTime',
      description: moment('When to unpublish (hide) it; after publishAt when both are set'),
    }),
  }),
});

const VacancyScheduleInput = builder.inputType('VacancyScheduleInput', {
  description: "Changes to a vacancy's schedule and closing date; fields left out stay as they are.",
  fields: (t) => ({
    publishAt: t.field({ type: 'DateTime', description: moment('When to list it on /careers') }),
    unpublishAt: t.field({
      type: 'DateTime',
      description: moment('When to hide it; after publishAt when both are set'),
    }),
    closesAt: t.field({
      type: 'DateTime',
      description: moment(
        "When applications close (its job posting's validThrough; it is hidden then and its page answers 410)",
      ),
    }),
  }),
});

builder.queryFields((t) => ({
  vacancyClosed: t.boolean({
    description:
      'True when the vacancy at /careers/{slug} closed at its closing date: its page answers 410 Gone rather than 404.',
    args: { slug: t.arg.string({ required: true, description: 'The slug of its page.' }) },
    resolve: (_root, { slug }, ctx) => ctx.services.schedules.vacancyClosed(slug),
  }),
}));

builder.mutationFields((t) => ({
  setArticleSchedule: t.field({
    type: ArticleRef,
    description:
      'Sets, moves or cancels when an article is published and unpublished (ADMIN, COPYWRITER, OWNER). A moment in the past, or an unpublish not after the publish, is BAD_USER_INPUT naming the field.',
    authScopes: scopeOf(SchedulesService.access.setArticleSchedule),
    args: {
      id: t.arg.id({ required: true, description: 'The article id.' }),
      input: t.arg({ type: ArticleScheduleInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.schedules.setArticleSchedule(await ctx.actor(), String(id), input),
  }),
  setVacancySchedule: t.field({
    type: VacancyRef,
    description:
      'Sets, moves or cancels when a vacancy is listed and hidden, and its closing date (ADMIN, HR, OWNER). A moment in the past, or an unpublish or closing not after the publish, is BAD_USER_INPUT naming the field.',
    authScopes: scopeOf(SchedulesService.access.setVacancySchedule),
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      input: t.arg({ type: VacancyScheduleInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.schedules.setVacancySchedule(await ctx.actor(), String(id), input),
  }),
}));
