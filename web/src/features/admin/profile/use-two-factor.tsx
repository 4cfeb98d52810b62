import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { usePasswordPrompt } from '../auth/two-factor/password-prompt';
import type { FactorAdded } from '../auth/two-factor/totp-setup-form';
import {
  MyTwoFactorDocument,
  RemovePasskeyDocument,
  RemoveTotpDocument,
  RenewRecoveryCodesDocument,
} from '../auth/two-factor/two-factor-documents';

export type Adding = 'app' | 'passkey';

/**
 * The viewer's own two-step sign-in and what they may do with it. Adding a factor needs the
 * session; removing one or renewing the codes asks for the password too (render `dialog`), and a
 * removal signs every other device out (the server does both; decision 031).
 */
export function useTwoFactor() {
  const { data, loading, error, refetch } = useQuery(MyTwoFactorDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  const [adding, setAdding] = useState<Adding>();
  const [codes, setCodes] = useState<string[]>();
  const [dialog, askPassword] = usePasswordPrompt();
  const status = data?.myTwoFactor;
  const factors = status ? (status.totpEnabledAt ? 1 : 0) + status.passkeys.length : 0;
  // The role requires a second factor and this is the only one: it cannot go before another comes.
  const lastRequired = !!status?.required && factors === 1;

  const added = async (result: FactorAdded, what: string) => {
    setAdding(undefined);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    notify.success(`${what} added: it is asked for at your next sign-in.`);
    await refetch();
  };

  const removed = async (what: string) => {
    notify.success(`${what} removed. Your other sessions were signed out.`);
    await refetch();
    void client.refetchQueries({ include: ['AdminMySessions'] });
  };

  const removeApp = async () => {
    const done = await askPassword({
      title: 'Remove the authenticator app?',
      body: <p>Its codes will no longer sign you in, and every other device is signed out.</p>,
      confirmLabel: 'Remove app',
      run: async (currentPassword) => {
        await client.mutate({ mutation: RemoveTotpDocument, variables: { currentPassword } });
      },
    });
    if (done) await removed('The authenticator app was');
  };

  const removeKey = async (id: string, name: string) => {
    const done = await askPassword({
      title: `Remove the passkey “${name}”?`,
      body: <p>It will no longer sign you in, and every other device is signed out.</p>,
      confirmLabel: 'Remove passkey',
      run: async (currentPassword) => {
        await client.mutate({ mutation: RemovePasskeyDocument, variables: { id, currentPassword } });
      },
    });
    if (done) await removed(`The passkey “${name}” was`);
  };

  const renewCodes = async () => {
    await askPassword({
      title: 'Create new recovery codes?',
      body: <p>Your current recovery codes stop working at once.</p>,
      confirmLabel: 'Create new codes',
      run: async (currentPassword) => {
        const { data: renewed } = await client.mutate({
          mutation: RenewRecoveryCodesDocument,
          variables: { currentPassword },
        });
        if (renewed) setCodes(renewed.renewRecoveryCodes);
        await refetch();
      },
    });
  };

  return {
    status,
    loading,
    error,
    refetch: () => void refetch(),
    factors,
    lastRequired,
    adding,
    setAdding,
    added,
    codes,
    codesSaved: () => setCodes(undefined),
    removeApp,
    removeKey,
    renewCodes,
    dialog,
  };
}

export type TwoFactor = ReturnType<typeof useTwoFactor>;
export type TwoFactorStatus = NonNullable<TwoFactor['status']>;
