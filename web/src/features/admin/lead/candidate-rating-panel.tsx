import type { LeadKind } from '@agency/schema/inbox';
import { RATING_WORDS, SCORECARD_MAX } from '@agency/schema/stages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import styles from './lead-panels.module.css';

const RatingsDocument = graphql(`
  query AdminCandidateRatings($id: ID!) {
    candidateRatings(applicationId: $id) {
      average
      ratings {
        id
        userName
        score
        label
        scorecard
      }
    }
  }
`);

const RateDocument = graphql(`
  mutation AdminRateCandidate($id: ID!, $score: Int!, $scorecard: String) {
    rateCandidate(applicationId: $id, score: $score, scorecard: $scorecard) {
      id
      score
    }
  }
`);

const SCORES = [1, 2, 3, 4] as const;

/**
 * A candidate's ratings (decision 053): each interviewer's score on a four-point scale with no
 * neutral point and a short scorecard; giving one again replaces yours. Applications only.
 */
export function CandidateRatingPanel({ kind, id }: { kind: LeadKind; id: string }) {
  const formId = useId();
  const { data, error, refetch } = useQuery(RatingsDocument, {
    variables: { id },
    skip: kind !== 'application',
  });
  const [rate] = useMutation(RateDocument);
  const [score, setScore] = useState<number | null>(null);
  const [scorecard, setScorecard] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  if (kind !== 'application') return null;
  const ratings = data?.candidateRatings;

  const save = async () => {
    if (score === null) return setState({ failed: 'Choose a rating first.' });
    setState('saving');
    try {
      await rate({ variables: { id, score, scorecard } });
      setState('saved');
      await refetch();
    } catch (err) {
      setState({ failed: errorMessage(err, 'The rating could not be saved. Please try again.') });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={ui.sectionTitle}>
        Rating{ratings?.average != null ? `: ${ratings.average} of 4` : ''}
      </h2>
      {error ? <p className={ui.error}>{errorMessage(error, 'The ratings could not be loaded.')}</p> : null}
      {ratings?.ratings.length ? (
        <ul className={styles.history} aria-label="Scorecards">
          {ratings.ratings.map((r) => (
            <li key={r.id}>
              <strong>{r.label}</strong> ({r.score}) <span className={styles.meta}>· {r.userName}</span>
              {r.scorecard ? <p className={styles.reason}>{r.scorecard}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>Nobody has rated this candidate yet.</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={styles.scale}>
          <legend>Your rating</legend>
          {SCORES.map((s) => (
            <label key={s} className={styles.choice}>
              <input
                type="radio"
                name={`${formId}-score`}
                value={s}
                checked={score === s}
                onChange={() => setScore(s)}
              />
              {RATING_WORDS[s]}
            </label>
          ))}
        </fieldset>
        <div className={ui.field}>
          <label htmlFor={`${formId}-card`}>Scorecard</label>
          <textarea
            id={`${formId}-card`}
            className={ui.textarea}
            rows={3}
            maxLength={SCORECARD_MAX}
            value={scorecard}
            onChange={(event) => setScorecard(event.target.value)}
          />
        </div>
        <div className={styles.row}>
          <button type="submit" className={ui.buttonPrimary} disabled={state === 'saving'}>
            {state === 'saving' ? 'Saving…' : 'Save rating'}
          </button>
          <span role="status" className={typeof state === 'object' ? ui.error : styles.meta}>
            {state === 'saved' ? 'Saved.' : typeof state === 'object' ? state.failed : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
