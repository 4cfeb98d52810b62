import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { ApiKeysDocument, RevokeApiKeyDocument } from './api-keys-documents';
import styles from './api-keys.module.css';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeyNotice } from './new-key-notice';
import { PERMISSION_TEXT } from './permission-text';

const when = (iso: unknown) =>
  iso ? new Date(iso as string).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : null;

/**
 * API keys for programs (OWNER, ADMIN; decision 060): create (the secret is shown once), list with
 * last use, expiry and permissions, revoke. Cards rather than a table, so they read at 390 px.
 */
export function ApiKeysPage({ roles }: { roles: readonly string[] }) {
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument);
  const [revoke, revoking] = useMutation(RevokeApiKeyDocument);
  const [dialog, confirm] = useConfirm();
  const [fresh, setFresh] = useState<string | null>(null);
  const keys = data?.apiKeys ?? [];

  const onRevoke = async (id: string, name: string) => {
    const yes = await confirm({
      title: 'Revoke this key?',
      body: `Programs using "${name}" stop working at once. This cannot be undone.`,
      confirmLabel: 'Revoke',
    });
    if (!yes) return;
    try {
      await revoke({ variables: { id } });
      notify.success(`The key "${name}" was revoked.`);
    } catch (err) {
      notify.error(errorMessage(err, 'The key could not be revoked. Please try again.'));
    }
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>API keys</h1>
      </div>
      <p className={ui.hint}>
        A program sends its key as <code>Authorization: Bearer agk_…</code> to /graphql or /api. A key acts
        for the person who created it, with the permissions chosen here, and never asks for a second factor.
      </p>
      {fresh && <NewKeyNotice secret={fresh} onClose={() => setFresh(null)} />}
      <CreateApiKeyForm roles={roles} onCreated={setFresh} />
      <h2 className={ui.sectionTitle}>Keys</h2>
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'The keys could not be loaded.') : undefined}
        empty={keys.length === 0}
        emptyText="No API keys yet."
        onRetry={() => void refetch()}
      >
        <ul className={styles.cards} aria-label="API keys">
          {keys.map((k) => {
            const expired = !!k.expiresAt && new Date(k.expiresAt as string).getTime() <= Date.now();
            const state = k.revokedAt ? `Revoked ${when(k.revokedAt)}` : expired ? 'Expired' : 'Active';
            return (
              <li key={k.id} className={styles.card} aria-label={k.name}>
                <div className={styles.cardHead}>
                  <strong>{k.name}</strong>
                  <span className={styles.state}>{state}</span>
                </div>
                <code className={styles.prefix}>{k.prefix}_…</code>
                <dl className={styles.facts}>
                  <dt>Permissions</dt>
                  <dd>{k.permissions.map((p) => PERMISSION_TEXT[p]).join('; ')}</dd>
                  <dt>Last used</dt>
                  <dd>
                    {k.lastUsedAt ? `${when(k.lastUsedAt)} from ${k.lastUsedIp ?? 'unknown'}` : 'Never'}
                  </dd>
                  <dt>Expires</dt>
                  <dd>{when(k.expiresAt) ?? 'Never'}</dd>
                  <dt>Allowed from</dt>
                  <dd>{k.allowedSources.length ? k.allowedSources.join(', ') : 'Anywhere'}</dd>
                  <dt>Created</dt>
                  <dd>
                    {when(k.createdAt)} by {k.createdByEmail}
                  </dd>
                </dl>
                {!k.revokedAt && (
                  <div className={ui.actions}>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={revoking.loading}
                      onClick={() => void onRevoke(k.id, k.name)}
                    >
                      Revoke
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </ListState>
      {dialog}
    </div>
  );
}
