import { useMutation } from '@apollo/client/react';
import { apolloClient, clearStoredToken, storeToken } from '../apollo/apollo-client';
import { graphql } from '../gql/gql';
import type { SecondFactorMethod, SignInStep } from '../gql/graphql';
import { AdminMeDocument, type Viewer } from './viewer';

const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      step
      token
      ticket
      methods
      user {
        ...AdminViewer
      }
    }
  }
`);

/** Where a sign-in stands after a step: signed in, or the ticket and ways for the next step. */
export type SignInAnswer = {
  step: SignInStep;
  token?: string | null;
  ticket?: string | null;
  methods?: SecondFactorMethod[];
  user?: Viewer | null;
};

/** Keeps the session of a finished sign-in: the token, and `me` in the cache for the guard. */
export function acceptSession(answer: { token?: string | null; user?: Viewer | null }): Viewer {
  if (!answer.token || !answer.user) throw new Error('The sign-in answer holds no session.');
  storeToken(answer.token);
  apolloClient.writeQuery({ query: AdminMeDocument, data: { me: answer.user } });
  return answer.user;
}

/**
 * Signs in with e-mail and password (the login page, and the dialog that asks again when a
 * session ends mid-work). Wrong credentials reject with the server's message. An account with
 * two-step sign-in answers SECOND_FACTOR (or ENROL) with a ticket instead of a session.
 */
export function useSignIn() {
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const signIn = async (email: string, password: string): Promise<SignInAnswer> => {
    // A stale token from an ended session must not ride along with the new sign-in.
    clearStoredToken();
    const { data } = await login({ variables: { email: email.trim(), password } });
    if (!data) throw new Error('No answer');
    if (data.login.step === 'SIGNED_IN') acceptSession(data.login);
    return data.login;
  };
  return { signIn, loading };
}
