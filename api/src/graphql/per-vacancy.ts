import { RATING_WORDS } from '@agency/schema/stages';
import type { CandidateRating } from '../db.ts';
import type { StageCount } from '../services/application-vacancy.ts';
import { viewerCan } from '../services/access.ts';
import { LEAD_ACCESS } from '../services/lead-tables.ts';
import type { CandidateRatings } from '../services/ratings.ts';
import type { RequestContext } from '../context.ts';
import { builder, scopeOf } from './builder.ts';
import { VacancyRef } from './vacancies.ts';

const StageCountRef = builder.objectRef<StageCount>('VacancyStageCount').implement({
  description: 'How many applications for a vacancy are in one stage.',
  fields: (t) => ({
    stageId: t.exposeID('stageId', { description: 'The stage.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    count: t.exposeInt('count', { description: 'Applications in it (spam not counted).' }),
  }),
});

type Batch = { ids: Set<string>; result: Promise<Map<string, StageCount[]>> };
const batches = new WeakMap<RequestContext, Batch>();

/** One query for every vacancy of a list page: ids asked for until the next turn share it. */
function countsOf(ctx: RequestContext, id: string): Promise<StageCount[]> {
  let batch = batches.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      batches.delete(ctx);
      return ctx.services.vacancyStages(await ctx.viewer(), [...ids]);
    });
    batch = { ids, result };
    batches.set(ctx, batch);
  }
  batch.ids.add(id);
  return batch.result.then((counts) => counts.get(id) ?? []);
}

builder.objectField(VacancyRef, 'applicationStages', (t) =>
  t.field({
    type: [StageCountRef],
    nullable: true,
    description:
      'Applications for this vacancy per hiring stage (decision 053); null for a viewer who may not read applications.',
    resolve: async (v, _a, ctx) => {
      const viewer = await ctx.viewer();
      return viewerCan(viewer, LEAD_ACCESS.application) ? countsOf(ctx, v.id) : null;
    },
  }),
);

const RatingRef = builder.objectRef<CandidateRating>('CandidateRating').implement({
  description: "One interviewer's rating of a candidate: 1 to 4, no neutral point, and a scorecard.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    userId: t.exposeID('userId', { description: 'The interviewer.' }),
    userName: t.exposeString('userName', { description: "The interviewer's name." }),
    score: t.exposeInt('score', { description: '1 strong no, 2 no, 3 yes, 4 strong yes.' }),
    label: t.string({
      description: 'The score in words.',
      resolve: (r) => RATING_WORDS[r.score as 1 | 2 | 3 | 4] ?? String(r.score),
    }),
    scorecard: t.exposeString('scorecard', { description: 'Their short scorecard.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When last given.' }),
  }),
});

const RatingsRef = builder.objectRef<CandidateRatings>('CandidateRatings').implement({
  description: "A candidate's ratings.",
  fields: (t) => ({
    average: t.exposeFloat('average', {
      nullable: true,
      description: 'Mean score, one decimal; null when unrated.',
    }),
    ratings: t.field({
      type: [RatingRef],
      description: 'One per interviewer, oldest first.',
      resolve: (r) => r.ratings,
    }),
  }),
});

builder.queryField('candidateRatings', (t) =>
  t.field({
    type: RatingsRef,
    description: "A job application's ratings and scorecards (ADMIN, HR, OWNER).",
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: { applicationId: t.arg.id({ required: true, description: 'The job application.' }) },
    resolve: async (_r, a, ctx) => ctx.services.ratings.ratings(await ctx.viewer(), String(a.applicationId)),
  }),
);

builder.mutationField('rateCandidate', (t) =>
  t.field({
    type: RatingRef,
    description:
      'Gives or replaces your rating of a candidate: score 1 to 4 and a scorecard of up to 2,000 characters (ADMIN, HR, OWNER). Recorded in the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: {
      applicationId: t.arg.id({ required: true, description: 'The job application.' }),
      score: t.arg.int({ required: true, description: '1 strong no, 2 no, 3 yes, 4 strong yes.' }),
      scorecard: t.arg.string({ description: 'What you saw, briefly.' }),
    },
    resolve: async (_r, a, ctx) => ctx.services.ratings.rate(await ctx.actor(), String(a.applicationId), a),
  }),
);
