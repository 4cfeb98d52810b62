import { candidateRating, RATING_WORDS } from '@agency/schema/stages';
import type { CandidateRating } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { recordAudit } from './audit.ts';
import { parseInput } from './input.ts';
import { leadDescription, leadTarget } from './lead-audit.ts';
import { LEAD_ACCESS } from './lead-tables.ts';

export type CandidateRatings = { average: number | null; ratings: CandidateRating[] };

/**
 * Candidates' ratings (decision 053): each interviewer gives one, on a four-point scale with no
 * neutral point, with a short scorecard; a second rating by the same person replaces their first.
 */
export class RatingsService {
  constructor(private readonly d: Deps) {}

  async ratings(viewer: Viewer | null, applicationId: string): Promise<CandidateRatings> {
    requirePermission(viewer, LEAD_ACCESS.application);
    await this.#application(applicationId);
    const ratings = await this.d.db.candidateRating.findMany({
      where: { jobApplicationId: String(applicationId) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const average = ratings.length ? ratings.reduce((n, r) => n + r.score, 0) / ratings.length : null;
    return { average: average === null ? null : Math.round(average * 10) / 10, ratings };
  }

  async rate(actor: Actor, applicationId: string, input: { score?: unknown; scorecard?: unknown }) {
    const viewer = requirePermission(actor.viewer, LEAD_ACCESS.application);
    const clean = parseInput(candidateRating, {
      score: input.score,
      scorecard: input.scorecard ?? undefined,
    });
    const application = await this.#application(applicationId);
    return this.d.db.$transaction(async (tx) => {
      const key = { jobApplicationId: application.id, userId: viewer.id };
      const rating = await tx.candidateRating.upsert({
        where: { jobApplicationId_userId: key },
        create: { ...key, userName: viewer.name, score: clean.score, scorecard: clean.scorecard ?? '' },
        update: { userName: viewer.name, score: clean.score, scorecard: clean.scorecard ?? '' },
      });
      await recordAudit(tx, {
        action: 'CANDIDATE_RATED',
        by: actor,
        target: leadTarget('application', application),
        summary: `Rated ${leadDescription('application', application)}: ${RATING_WORDS[clean.score as 1 | 2 | 3 | 4]}`,
        // The scorecard is about a person: it stays with the application (and is erased with it).
        details: { score: clean.score },
      });
      return rating;
    });
  }

  async #application(id: string) {
    const row = await this.d.db.jobApplication.findUnique({
      where: { id: String(id ?? '') },
      select: { id: true, position: true },
    });
    if (!row) throw notFound('Job application');
    return row;
  }
}
