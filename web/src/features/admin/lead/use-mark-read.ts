import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MarkApplicationReadDocument, MarkContactReadDocument } from './lead-documents';
import type { LeadKindParam } from './lead-kind';

/**
 * A NEW lead opened on its page is READ from then on, once per visit (the inbox does the same when a
 * row is opened). A failure changes nothing on screen: the lead simply stays new.
 */
export function useMarkRead(kind: LeadKindParam, id: string, status: string | undefined) {
  const [readContact] = useMutation(MarkContactReadDocument);
  const [readApplication] = useMutation(MarkApplicationReadDocument);
  const done = useRef(false);
  useEffect(() => {
    if (status !== 'NEW' || done.current) return;
    done.current = true;
    const mark = kind === 'contact' ? readContact : readApplication;
    void mark({
      variables: { id },
      // The dashboard's NEW counts change: its kept answer goes, and it asks again when shown.
      update: (cache) => {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
        cache.gc();
      },
    }).catch(() => undefined);
  }, [kind, id, status, readContact, readApplication]);
}
