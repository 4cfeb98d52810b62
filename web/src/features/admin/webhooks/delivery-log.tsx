import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminWebhookDeliveriesQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { formatDateTime } from '../ui/date-time';
import { notifyFailure } from '../ui/errors';
import { AdminWebhookDeliveriesDocument, ResendWebhookDeliveryDocument } from './webhook-documents';
import styles from './webhooks-page.module.css';

type Delivery = AdminWebhookDeliveriesQuery['webhookDeliveries']['items'][number];

const STATUS_BADGE: Record<string, string | undefined> = {
  DELIVERED: ui.badgeGood,
  FAILED: ui.badgeWarn,
};

/** One endpoint's deliveries, newest first, as cards (readable at any width), 20 at a time. */
export function DeliveryLog({ endpointId, refreshKey }: { endpointId: string; refreshKey: number }) {
  const client = useApolloClient();
  const [items, setItems] = useState<Delivery[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [resend] = useMutation(ResendWebhookDeliveryDocument);

  const load = useCallback(
    async (after: string | null) => {
      setState('loading');
      try {
        const { data } = await client.query({
          query: AdminWebhookDeliveriesDocument,
          variables: { endpointId, after },
          fetchPolicy: 'network-only',
        });
        const page = data!.webhookDeliveries;
        setItems((old) => (after ? [...old, ...page.items] : page.items));
        setCursor(page.endCursor ?? null);
        setHasMore(page.hasMore);
        setState('ready');
      } catch {
        setState('failed');
      }
    },
    [client, endpointId],
  );

  useEffect(() => {
    void load(null);
  }, [load, refreshKey]);

  const again = async (delivery: Delivery) => {
    try {
      await resend({ variables: { id: delivery.id } });
      notify.success('Queued to be sent again.');
      await load(null);
    } catch (err) {
      notifyFailure(err, 'The delivery could not be resent. Please try again.');
    }
  };

  return (
    <div className={styles.log}>
      <div className={ui.toolbar}>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => void load(null)}>
          Refresh
        </button>
        <span role="status" className={ui.hint}>
          {state === 'loading'
            ? 'Loading deliveries…'
            : state === 'failed'
              ? 'Could not load deliveries.'
              : ''}
        </span>
      </div>
      {state === 'ready' && items.length === 0 ? <p className={ui.hint}>Nothing sent yet.</p> : null}
      <ul className={ui.cardList}>
        {items.map((d) => (
          <li key={d.id} className={ui.recordCard}>
            <div className={styles.cardTop}>
              <code className={styles.type}>{d.type}</code>
              <span className={STATUS_BADGE[d.status] ?? ui.badge}>{d.status}</span>
            </div>
            <dl className={ui.cardFields}>
              <dt>Happened</dt>
              <dd>{formatDateTime(d.createdAt)}</dd>
              <dt>Attempts</dt>
              <dd>{d.attempts}</dd>
              <dt>Last answer</dt>
              <dd>{d.lastStatus ?? '—'}</dd>
              <dt>{d.status === 'DELIVERED' ? 'Delivered' : 'Next try'}</dt>
              <dd>
                {d.status === 'DELIVERED'
                  ? formatDateTime(d.deliveredAt)
                  : d.status === 'PENDING'
                    ? formatDateTime(d.nextAttemptAt)
                    : '—'}
              </dd>
            </dl>
            {d.lastError ? <p className={styles.lastError}>{d.lastError}</p> : null}
            <p className={styles.eventId}>
              webhook-id <code>{d.eventId}</code>
            </p>
            <div className={ui.cardActions}>
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => void again(d)}>
                Resend
              </button>
            </div>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className={ui.button} onClick={() => void load(cursor)}>
          Show older deliveries
        </button>
      ) : null}
    </div>
  );
}
