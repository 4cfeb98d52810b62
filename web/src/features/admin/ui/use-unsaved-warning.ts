import { useBlocker } from '@tanstack/react-router';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Warns before unsaved edits are lost: in-app navigation asks with a confirm box, closing or
 * reloading the tab gets the browser's own prompt. Pass false once the form is saved.
 */
export function useUnsavedWarning(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(UNSAVED_MESSAGE),
    enableBeforeUnload: dirty,
  });
}
