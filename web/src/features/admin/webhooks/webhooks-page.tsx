import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@agency/schema/webhooks';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { Viewer } from '../auth/viewer';
import type { AdminWebhookEndpointsQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { DeliveryLog } from './delivery-log';
import { EndpointForm, type EndpointValues } from './endpoint-form';
import {
  AdminWebhookEndpointsDocument,
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
} from './webhook-documents';
import styles from './webhooks-page.module.css';

type Endpoint = AdminWebhookEndpointsQuery['webhookEndpoints'][number];

/**
 * Webhooks (decision 062): where events go, with each endpoint's delivery log, a test delivery and
 * resend. A new endpoint's signing secret is shown here once, right after it is registered.
 */
export function WebhooksPage({ viewer }: { viewer: Viewer }) {
  const id = useId();
  const isOwner = viewer.roles.includes('OWNER');
  const { data, loading, error, refetch } = useQuery(AdminWebhookEndpointsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create, { loading: creating }] = useMutation(CreateWebhookEndpointDocument);
  const [update, { loading: updating }] = useMutation(UpdateWebhookEndpointDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument);
  const [sendTest] = useMutation(SendTestWebhookDocument);
  const [dialog, confirm] = useConfirm();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string>();
  const [open, setOpen] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  const [refreshKey, setRefreshKey] = useState(0);

  const input = (v: EndpointValues) => ({
    url: v.url,
    description: v.description,
    events: v.events,
    permissions: v.permissions,
    ...(isOwner ? { allowPrivate: v.allowPrivate } : {}),
  });

  const register = async (v: EndpointValues) => {
    try {
      const res = await create({ variables: { input: input(v) } });
      const made = res.data!.createWebhookEndpoint;
      setSecret({ url: made.endpoint.url, secret: made.secret });
      setAdding(false);
      setServerErrors({});
      await refetch();
    } catch (err) {
      // A refused field is shown under the field; a toast would only say it twice.
      const fields = fieldErrors(err);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0)
        notifyFailure(err, 'The endpoint could not be registered. Please try again.');
    }
  };

  const save = async (endpoint: Endpoint, v: EndpointValues) => {
    try {
      await update({ variables: { id: endpoint.id, input: input(v) } });
      setEditing(undefined);
      setServerErrors({});
      notify.success('Endpoint saved.');
    } catch (err) {
      const fields = fieldErrors(err);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0)
        notifyFailure(err, 'The endpoint could not be saved. Please try again.');
    }
  };

  const setEnabled = async (endpoint: Endpoint, enabled: boolean) => {
    try {
      await update({ variables: { id: endpoint.id, input: { enabled } } });
      notify.success(enabled ? 'Endpoint enabled.' : 'Endpoint disabled: nothing is sent to it.');
    } catch (err) {
      notifyFailure(err, 'The endpoint could not be changed. Please try again.');
    }
  };

  const test = async (endpoint: Endpoint) => {
    try {
      await sendTest({ variables: { endpointId: endpoint.id } });
      notify.success('Test delivery queued: it shows in the log in a moment.');
      setOpen(endpoint.id);
      // The worker sends it just after this answer: look again shortly.
      setTimeout(() => setRefreshKey((k) => k + 1), 1500);
    } catch (err) {
      notifyFailure(err, 'The test delivery could not be queued. Please try again.');
    }
  };

  const drop = async (endpoint: Endpoint) => {
    const ok = await confirm({
      title: 'Delete this endpoint?',
      body: (
        <p>
          Nothing more is sent to <strong>{endpoint.url}</strong>, and its delivery log is deleted.
        </p>
      ),
      confirmLabel: 'Delete endpoint',
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: endpoint.id } });
      notify.success('Endpoint deleted.');
      await refetch();
    } catch (err) {
      notifyFailure(err, 'The endpoint could not be deleted. Please try again.');
    }
  };

  const endpoints = data?.webhookEndpoints ?? [];
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Webhooks</h1>
        {adding ? null : (
          <button type="button" className={ui.buttonPrimary} onClick={() => setAdding(true)}>
            Register an endpoint
          </button>
        )}
      </div>
      <p className={`${ui.hint} ${styles.intro}`}>
        Tell another system (a CRM, a chat, a mirror of the blog) when something happens here. Each delivery
        is a signed JSON POST (Standard Webhooks headers), retried for about a day until it is answered with a
        2xx.
      </p>
      {secret ? (
        <section className={ui.notice} aria-labelledby={`${id}-secret`}>
          <h2 id={`${id}-secret`} className={ui.sectionTitle}>
            Signing secret for {secret.url}
          </h2>
          <p>Copy it into the receiving system now: it is not shown again.</p>
          <code className={styles.secret}>{secret.secret}</code>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(secret.secret)
                  .then(() => notify.success('Secret copied.'))
              }
            >
              Copy secret
            </button>
            <button type="button" className={ui.button} onClick={() => setSecret(undefined)}>
              I have saved it
            </button>
          </div>
        </section>
      ) : null}
      {adding ? (
        <EndpointForm
          isOwner={isOwner}
          saving={creating}
          serverErrors={serverErrors}
          submitLabel="Register endpoint"
          onSubmit={(v) => void register(v)}
          onCancel={() => {
            setAdding(false);
            setServerErrors({});
          }}
        />
      ) : null}
      {error && !data ? (
        <p className={ui.alert} role="alert">
          The endpoints could not be loaded. Please reload the page.
        </p>
      ) : null}
      {!loading && endpoints.length === 0 && !adding ? <p className={ui.hint}>No endpoints yet.</p> : null}
      <ul className={ui.cardList} aria-label="Endpoints">
        {endpoints.map((e) => (
          <li key={e.id} className={ui.recordCard}>
            <div className={styles.cardTop}>
              <h2 className={ui.cardTitle}>{e.url}</h2>
              <span className={e.enabled ? ui.badgeGood : ui.badgeWarn}>
                {e.enabled ? 'Enabled' : 'Disabled'}
              </span>
            </div>
            {e.description ? <p className={styles.description}>{e.description}</p> : null}
            <p className={styles.events}>
              {e.events.map((type) => (
                <span key={type} className={ui.badge} title={WEBHOOK_EVENTS[type as WebhookEventType]}>
                  {type}
                </span>
              ))}
              {e.allowPrivate ? <span className={ui.badgeWarn}>private addresses allowed</span> : null}
            </p>
            {editing === e.id ? (
              <EndpointForm
                initial={{
                  url: e.url,
                  description: e.description,
                  events: e.events,
                  permissions: e.permissions,
                  allowPrivate: e.allowPrivate,
                }}
                isOwner={isOwner}
                saving={updating}
                serverErrors={serverErrors}
                submitLabel="Save endpoint"
                onSubmit={(v) => void save(e, v)}
                onCancel={() => {
                  setEditing(undefined);
                  setServerErrors({});
                }}
              />
            ) : (
              <div className={`${ui.cardActions} ${styles.actions}`}>
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => void test(e)}>
                  Send test delivery
                </button>
                <button
                  type="button"
                  className={`${ui.button} ${ui.small}`}
                  aria-expanded={open === e.id}
                  onClick={() => setOpen(open === e.id ? undefined : e.id)}
                >
                  {open === e.id ? 'Hide deliveries' : 'Deliveries'}
                </button>
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing(e.id)}>
                  Edit
                </button>
                <button
                  type="button"
                  className={`${ui.button} ${ui.small}`}
                  onClick={() => void setEnabled(e, !e.enabled)}
                >
                  {e.enabled ? 'Disable' : 'Enable'}
                </button>
                <button
                  type="button"
                  className={`${ui.buttonDanger} ${ui.small}`}
                  onClick={() => void drop(e)}
                >
                  Delete
                </button>
              </div>
            )}
            {open === e.id ? <DeliveryLog endpointId={e.id} refreshKey={refreshKey} /> : null}
          </li>
        ))}
      </ul>
      {dialog}
    </div>
  );
}
