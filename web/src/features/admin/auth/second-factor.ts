import { apolloClient } from '../apollo/apollo-client';
import { graphql } from '../gql/gql';
import { passkeyAnswer } from './two-factor/passkey-browser';
import { acceptSession } from './sign-in';
import type { Viewer } from './viewer';

// What finishing a sign-in answers, whichever way it was finished.
graphql(`
  fragment AdminSignInAnswer on SignInResult {
    step
    token
    recoveryCodesLeft
    user {
      ...AdminViewer
    }
  }
`);

const WithTotpDocument = graphql(`
  mutation AdminSignInWithTotp($ticket: String!, $code: String!) {
    signInWithTotp(ticket: $ticket, code: $code) {
      ...AdminSignInAnswer
    }
  }
`);

const WithRecoveryCodeDocument = graphql(`
  mutation AdminSignInWithRecoveryCode($ticket: String!, $code: String!) {
    signInWithRecoveryCode(ticket: $ticket, code: $code) {
      ...AdminSignInAnswer
    }
  }
`);

const StartPasskeySignInDocument = graphql(`
  mutation AdminStartPasskeySignIn($ticket: String) {
    startPasskeySignIn(ticket: $ticket)
  }
`);

const FinishPasskeySignInDocument = graphql(`
  mutation AdminFinishPasskeySignIn($response: String!, $ticket: String) {
    finishPasskeySignIn(response: $response, ticket: $ticket) {
      ...AdminSignInAnswer
    }
  }
`);

export type Finished = { viewer: Viewer; recoveryCodesLeft: number | null };

/** Finishes a sign-in with an authenticator-app code or a recovery code, and keeps the session. */
export async function finishWithCode(
  ticket: string,
  method: 'TOTP' | 'RECOVERY_CODE',
  code: string,
): Promise<Finished> {
  if (method === 'TOTP') {
    const { data } = await apolloClient.mutate({ mutation: WithTotpDocument, variables: { ticket, code } });
    if (!data) throw new Error('No answer');
    return { viewer: acceptSession(data.signInWithTotp), recoveryCodesLeft: null };
  }
  const { data } = await apolloClient.mutate({
    mutation: WithRecoveryCodeDocument,
    variables: { ticket, code },
  });
  if (!data) throw new Error('No answer');
  const answer = data.signInWithRecoveryCode;
  return { viewer: acceptSession(answer), recoveryCodesLeft: answer.recoveryCodesLeft ?? null };
}

/**
 * Signs in with a passkey: the second step after the password (with its ticket), or alone (no
 * ticket), where the device verifies the person. The browser shows its own passkey prompt.
 */
export async function finishWithPasskey(ticket?: string): Promise<Finished> {
  const options = await apolloClient.mutate({ mutation: StartPasskeySignInDocument, variables: { ticket } });
  if (!options.data) throw new Error('No answer');
  const response = await passkeyAnswer(options.data.startPasskeySignIn);
  const { data } = await apolloClient.mutate({
    mutation: FinishPasskeySignInDocument,
    variables: { response, ticket },
  });
  if (!data) throw new Error('No answer');
  return { viewer: acceptSession(data.finishPasskeySignIn), recoveryCodesLeft: null };
}
