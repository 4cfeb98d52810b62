import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PRIVACY_REQUEST_TYPES, type PrivacyRequestType } from '@agency/schema/privacy-requests';
import { graphql } from '../../gql/gql';
import { createGraphQLRequest, GraphQLRequestError } from '../../lib/graphql';
import policy from '../../components/policy-page/policy-page.module.css';
import layout from '../../components/form/lead-form.module.css';
import styles from './privacy-page.module.css';

const ConfirmPrivacyRequest = graphql(`
  mutation ConfirmPrivacyRequest($token: String!) {
    confirmPrivacyRequest(token: $token) {
      type
      dueAt
    }
  }
`);

type State =
  | { step: 'ready' | 'sending' }
  | { step: 'done'; type: PrivacyRequestType; dueAt: string }
  | { step: 'failed'; message: string };

/**
 * Where the proof link of a privacy request leads (decision 057). The link is spent by this
 * button, not by opening the page: mail scanners that open every link must not prove an address.
 * The token is read from the address bar when pressed, so the page itself is the same for all.
 */
export function PrivacyConfirmPage() {
  const [state, setState] = useState<State>({ step: 'ready' });
  const status = useRef<HTMLParagraphElement>(null);
  const confirm = async () => {
    setState({ step: 'sending' });
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    try {
      const { confirmPrivacyRequest: proof } = await createGraphQLRequest(fetch.bind(globalThis))(
        ConfirmPrivacyRequest,
        { token },
      );
      setState({ step: 'done', type: proof.type as PrivacyRequestType, dueAt: String(proof.dueAt) });
    } catch (error) {
      setState({
        step: 'failed',
        message:
          error instanceof GraphQLRequestError
            ? error.message
            : 'We could not reach the server. Please check your connection and press the button again.',
      });
    }
  };
  // The answer takes the focus once it is drawn, so a screen reader reads it.
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') status.current?.focus();
  }, [state.step]);
  return (
    <article className={`${policy.page} ${styles.page}`}>
      <header className={policy.intro}>
        <p className={policy.eyebrow}>Privacy</p>
        <h1>Confirm your privacy request</h1>
      </header>
      {state.step === 'done' ? (
        <p ref={status} tabIndex={-1} role="status">
          Thank you: your request ({PRIVACY_REQUEST_TYPES[state.type].toLowerCase()}) is confirmed. We will
          answer by e-mail by{' '}
          <time dateTime={state.dueAt}>
            {new Date(state.dueAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            })}
          </time>
          .
        </p>
      ) : (
        <>
          <p>Press the button to confirm that the request sent from the privacy page is yours.</p>
          <button
            type="button"
            className={layout.submit}
            onClick={confirm}
            disabled={state.step === 'sending'}
          >
            {state.step === 'sending' ? 'Confirming…' : 'Confirm my request'}
          </button>
          {state.step === 'failed' && (
            <p ref={status} tabIndex={-1} role="alert">
              {state.message}{' '}
              <Link to="/privacy" hash="privacy-request" className={policy.link}>
                Send a new request
              </Link>
            </p>
          )}
        </>
      )}
    </article>
  );
}
