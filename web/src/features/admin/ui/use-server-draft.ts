import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditableType, EditorStateFieldsFragment } from '../gql/graphql';
import { EditingHeartbeatDocument, EditorStateDocument, StopEditingDocument } from './editing-documents';
import { isAuthError } from '../apollo/apollo-client';
import { errorMessage } from './errors';

export type ServerState = EditorStateFieldsFragment;
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict' | 'offline';

/** How long after the last keystroke the draft goes to the server. */
const AUTOSAVE_DELAY_MS = 2_000;
/** How often an open editor says so (the server counts it as editing for 30 s). */
const HEARTBEAT_MS = 10_000;

type Options<V> = {
  type: EditableType;
  /** The record's id; undefined for a new record, which has no server draft until it is created. */
  id: string | undefined;
  values: V;
  /** The values differ from the last ones stored on the server. */
  dirty: boolean;
  /** The form's values for a stored snapshot (the server's JSON of the editable fields). */
  fromSnapshot: (snapshot: Record<string, unknown>, current: V) => V;
  /** Puts values in the form as the stored ones (a loaded or restored draft). */
  replace: (values: V) => void;
  /** Marks values as stored (after an autosave) without touching what is being typed. */
  stored: (values: V) => void;
  /** The kind's save mutation. */
  save: (id: string, baseRevision: number, values: V) => Promise<ServerState>;
};

const codeOf = (err: unknown) =>
  CombinedGraphQLErrors.is(err) ? String(err.errors[0]?.extensions?.['code'] ?? '') : '';

/**
 * The server side of an editor (decision 045): loads the pending draft, saves the values as a draft
 * a moment after typing stops (the browser copy of local-draft.ts stays for when the network is
 * gone), says who else has the record open, and publishes. Every save names the revision it was
 * based on; one based on an old revision comes back as `conflict` with the newer head, and
 * `keepMine` saves the values again on top of it.
 */
export function useServerDraft<V>(o: Options<V>) {
  const [state, setState] = useState<ServerState>();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [error, setError] = useState<string>();
  const [savedAt, setSavedAt] = useState<Date>();
  const [conflict, setConflict] = useState<{ base: number; head: number }>();
  const [others, setOthers] = useState<{ userId: string; name: string }[]>([]);
  const latest = useRef({ o, state, status });
  latest.current = { o, state, status };
  const inFlight = useRef<Promise<boolean> | undefined>(undefined);
  const applied = useRef(false);
  const lastError = useRef<unknown>(undefined);
  /** The values last stored on the server (the object itself: any edit makes a new one). */
  const lastSent = useRef<unknown>(undefined);

  const loaded = useQuery(EditorStateDocument, {
    variables: { type: o.type, id: o.id ?? '' },
    skip: !o.id,
    fetchPolicy: 'network-only',
  });
  const [beat] = useMutation(EditingHeartbeatDocument);
  const [stop] = useMutation(StopEditingDocument);

  const adopt = useCallback((next: ServerState, applyDraft: boolean) => {
    setState(next);
    if (applyDraft && next.draft) {
      const { o: current } = latest.current;
      current.replace(
        current.fromSnapshot(JSON.parse(next.draft) as Record<string, unknown>, current.values),
      );
    }
  }, []);

  useEffect(() => {
    const next = loaded.data?.editorState;
    if (!next || applied.current) return;
    applied.current = true;
    adopt(next, true);
  }, [loaded.data, adopt]);

  /** Sends the current values as the draft; true when stored. */
  const flush = useCallback((base?: number): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    const { o: current, state: now } = latest.current;
    if (!current.id || !now) return Promise.resolve(false);
    const sent = current.values;
    const from = base ?? now.head;
    setStatus('saving');
    const run = current
      .save(current.id, from, sent)
      .then((next) => {
        // Read at once by a publish that waits for this save, before React renders it.
        latest.current = { ...latest.current, state: next };
        lastSent.current = sent;
        setState(next);
        current.stored(sent);
        setConflict(undefined);
        setError(undefined);
        setSavedAt(new Date());
        setStatus('saved');
        return true;
      })
      .catch((err: unknown) => {
        lastError.current = err;
        if (codeOf(err) === 'CONFLICT') {
          const head = Number(
            CombinedGraphQLErrors.is(err)
              ? (err.errors[0]?.extensions?.['fields'] as { baseRevision?: string })?.baseRevision
              : NaN,
          );
          setConflict({ base: from, head: Number.isFinite(head) ? head : from + 1 });
          setStatus('conflict');
        } else if (
          !CombinedGraphQLErrors.is(err) ||
          (typeof navigator !== 'undefined' && !navigator.onLine)
        ) {
          setStatus('offline');
        } else {
          // An ended session: the admin frame asks to sign in again over the editor; the next
          // change (or Publish) saves what is kept here.
          setError(
            isAuthError(err) ? 'your session has ended' : errorMessage(err, 'The draft could not be saved.'),
          );
          setStatus('failed');
        }
        return false;
      })
      .finally(() => (inFlight.current = undefined));
    inFlight.current = run;
    return run;
  }, []);

  // Autosave: a moment after the last change, unless a conflict waits for the person's choice.
  useEffect(() => {
    if (!o.id || !state || !o.dirty || status === 'conflict' || status === 'saving') return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [o.id, o.values, o.dirty, state, status, flush]);

  // Back online: what was kept in this browser goes to the server.
  useEffect(() => {
    const online = () => {
      if (latest.current.status === 'offline') void flush();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  // Presence: who else has this record open, across every instance (the heartbeat is in the database).
  useEffect(() => {
    if (!o.id) return;
    const variables = { type: o.type, id: o.id };
    const send = () =>
      void beat({ variables })
        .then((r) => setOthers(r.data?.editingHeartbeat ?? []))
        .catch(() => undefined);
    send();
    const timer = setInterval(send, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void stop({ variables }).catch(() => undefined);
    };
  }, [o.type, o.id, beat, stop]);

  /** Saves what is unsaved, then runs the kind's publish with the head; the new state is loaded after. */
  const publish = async <R>(
    run: (id: string, baseRevision: number, state: ServerState) => Promise<R>,
  ): Promise<R> => {
    const { o: current } = latest.current;
    if (!current.id) throw new Error('Nothing to publish yet.');
    // Published before the editor's state arrived (a quick hand, a slow network): it is waited for,
    // and what was typed meanwhile is saved on top of it as a draft below, not replaced by it.
    if (!latest.current.state) {
      const first = await loaded.refetch();
      const next = first.data?.editorState;
      if (!next) throw new Error('The editor is still loading.');
      applied.current = true;
      latest.current = { ...latest.current, state: next };
      setState(next);
    }
    // A draft that could not be saved stops the publish with its own error (an ended session opens
    // the sign-in dialog; a conflict waits for the person's choice).
    if (inFlight.current) await inFlight.current;
    if (current.dirty && current.values !== lastSent.current && !(await flush()))
      throw lastError.current ?? new Error('The draft was not saved.');
    const now = latest.current.state;
    if (!now) throw new Error('The editor is still loading.');
    const result = await run(current.id, now.head, now);
    const refreshed = await loaded.refetch();
    if (refreshed.data?.editorState) setState(refreshed.data.editorState);
    setStatus('idle');
    return result;
  };

  return {
    state,
    status,
    error,
    savedAt,
    conflict,
    others,
    flush,
    publish,
    /** Keeps this person's values as a new revision on top of the one that conflicted. */
    keepMine: () => (conflict ? flush(conflict.head) : Promise.resolve(false)),
    /** A state the server answered (a restore, a discard): adopted, its draft put in the form. */
    adopt: (next: ServerState) => {
      adopt(next, false);
      const { o: current } = latest.current;
      const snapshot = next.draft ?? next.live ?? null;
      current.replace(
        current.fromSnapshot(
          snapshot ? (JSON.parse(snapshot) as Record<string, unknown>) : {},
          current.values,
        ),
      );
      setConflict(undefined);
      setStatus('idle');
    },
  };
}

export type ServerDraft = ReturnType<typeof useServerDraft>;
