import { useEffect, useState } from 'react';
import { readDraft, removeDraft, writeDraft, type Draft } from './local-draft';
import { useUnsavedWarning } from './use-unsaved-warning';

const differs = <V extends Record<string, unknown>>(a: V, b: V) =>
  (Object.keys(a) as (keyof V)[]).some((key) => a[key] !== b[key]);

/**
 * The state of an admin editor form: the values being edited, the last saved ones, whether they
 * differ (with the unsaved-change warning), and a way to act once a save has been taken in.
 * `saved(next, then)` stores what the server answered; `then` runs after that render, when the
 * form is no longer dirty, so a navigation it starts is not stopped by the warning.
 *
 * With a `draftKey` (see local-draft.ts) unsaved values are also kept in this browser while they
 * differ from the saved ones, and removed once saved or undone. A draft left by an earlier visit
 * is offered (`draft.offer`), not applied: `restore()` puts it in the form, `discard()` forgets it;
 * until one of them is chosen the stored draft is left as it was.
 */
export function useEditorState<V extends Record<string, unknown>>(initial: () => V, draftKey?: string) {
  const [start] = useState(() => {
    const saved = initial();
    const draft = draftKey ? readDraft(draftKey, saved) : undefined;
    return { saved, offer: draft && differs(draft.values, saved) ? draft : undefined };
  });
  const [saved, setSaved] = useState<V>(start.saved);
  const [values, setValues] = useState<V>(start.saved);
  const [offer, setOffer] = useState<Draft<V> | undefined>(start.offer);
  const [after, setAfter] = useState<{ run: () => void }>();
  const dirty = differs(values, saved);
  useUnsavedWarning(dirty);

  useEffect(() => {
    if (!draftKey || offer) return;
    if (dirty) writeDraft(draftKey, values);
    else removeDraft(draftKey);
  }, [draftKey, offer, dirty, values]);

  useEffect(() => {
    if (after && !dirty) {
      setAfter(undefined);
      after.run();
    }
  }, [after, dirty]);

  const markSaved = (next: V, then?: () => void) => {
    setSaved(next);
    setValues(next);
    if (then) setAfter({ run: then });
  };

  /** Values the server keeps as a draft now (decision 045): no longer unsaved; typing goes on. */
  const stored = (next: V) => setSaved(next);
  /** Puts a server draft (loaded or restored) in the form as the stored values. */
  const replace = (next: V) => {
    setSaved(next);
    setValues(next);
  };

  const draft = {
    offer,
    /** Puts the offered draft in the form and returns its values. */
    restore: (): V | undefined => {
      if (!offer) return undefined;
      setValues(offer.values);
      setOffer(undefined);
      return offer.values;
    },
    discard: () => {
      if (draftKey) removeDraft(draftKey);
      setOffer(undefined);
    },
  };

  return { values, setValues, dirty, markSaved, stored, replace, draft };
}
