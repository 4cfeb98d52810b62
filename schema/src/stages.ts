/**
 * Pipeline stages and candidate ratings (decisions 052 and 053): the rules the API checks and the
 * admin screens mirror (limits, the rating scale and its words).
 */
import * as z from 'zod/mini';

/** OPEN stages are worked on; WON and LOST end the pipeline, and LOST asks for a reason. */
export const STAGE_OUTCOMES = ['OPEN', 'WON', 'LOST'] as const;
export type StageOutcome = (typeof STAGE_OUTCOMES)[number];

export const STAGE_NAME_MAX = 40;
export const STAGE_REASON_MAX = 500;
/** Stages per pipeline, retired ones included: a board wider than this is a spreadsheet again. */
export const STAGES_MAX = 20;
/** Cards per board column page. */
export const BOARD_PAGE_MAX = 50;

const name = /* @__PURE__ */ z
  .string('Give the stage a name.')
  .check(
    z.trim(),
    z.minLength(1, 'Give the stage a name.'),
    z.maxLength(STAGE_NAME_MAX, `A stage name is at most ${STAGE_NAME_MAX} characters.`),
  );

export const stageCreate = /* @__PURE__ */ z.object({
  name,
  outcome: /* @__PURE__ */ z.optional(z.enum(STAGE_OUTCOMES, 'Outcome must be OPEN, WON or LOST.')),
});

export const stageRename = /* @__PURE__ */ z.object({ name });

/** A stage move: the reason is required by the service for a LOST stage only. */
export const stageMove = /* @__PURE__ */ z.object({
  reason: /* @__PURE__ */ z.nullish(
    z
      .string('The reason is text.')
      .check(z.trim(), z.maxLength(STAGE_REASON_MAX, `A reason is at most ${STAGE_REASON_MAX} characters.`)),
  ),
});

/** The rating scale: four points and no neutral one, so every scorecard leans one way. */
export const RATING_WORDS = { 1: 'Strong no', 2: 'No', 3: 'Yes', 4: 'Strong yes' } as const;
export const SCORECARD_MAX = 2000;
export const RATING_MESSAGE = 'Rate 1 (strong no), 2 (no), 3 (yes) or 4 (strong yes).';

export const candidateRating = /* @__PURE__ */ z.object({
  score: /* @__PURE__ */ z.int(RATING_MESSAGE).check(z.gte(1, RATING_MESSAGE), z.lte(4, RATING_MESSAGE)),
  scorecard: /* @__PURE__ */ z.optional(
    z
      .string('The scorecard is text.')
      .check(z.trim(), z.maxLength(SCORECARD_MAX, `A scorecard is at most ${SCORECARD_MAX} characters.`)),
  ),
});
