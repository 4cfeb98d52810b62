import { useEffect, useState } from 'react';
import { useUnsavedWarning } from './use-unsaved-warning';

/**
 * The state of an admin editor form: the values being edited, the last saved ones, whether they
 * differ (with the unsaved-change warning), and a way to act once a save has been taken in.
 * `saved(next, then)` stores what the server answered; `then` runs after that render, when the
 * form is no longer dirty, so a navigation it starts is not stopped by the warning.
 */
export function useEditorState<V extends Record<string, unknown>>(initial: () => V) {
  const [saved, setSaved] = useState<V>(initial);
  const [values, setValues] = useState<V>(saved);
  const [after, setAfter] = useState<{ run: () => void }>();
  const dirty = (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== saved[key]);
  useUnsavedWarning(dirty);

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

  return { values, setValues, dirty, markSaved };
}
