import { useMutation } from '@apollo/client/react';
import { apolloClient, clearStoredToken, storeToken } from '../../../apollo';
import { graphql } from '../gql/gql';
import { AdminMeDocument, type Viewer } from './viewer';

const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        name
        email
        roles
      }
    }
  }
`);

/**
 * Signs in with e-mail and password (the login page, and the dialog that asks again when a
 * session ends mid-work). Wrong credentials reject with the server's message.
 */
export function useSignIn() {
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const signIn = async (email: string, password: string): Promise<Viewer> => {
    // A stale token from an ended session must not ride along with the new sign-in.
    clearStoredToken();
    const { data } = await login({ variables: { email: email.trim(), password } });
    if (!data) throw new Error('No answer');
    storeToken(data.login.token);
    // The guard reads `me` from the cache: the login answer already says who this is.
    apolloClient.writeQuery({ query: AdminMeDocument, data: { me: data.login.user } });
    return data.login.user;
  };
  return { signIn, loading };
}
