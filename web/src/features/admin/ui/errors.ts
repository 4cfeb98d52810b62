import { CombinedGraphQLErrors } from '@apollo/client';
import { isAuthError } from '../apollo/apollo-client';
import { notify } from '../../../components/toasts/notify';

// Yoga's text for an error it masked: nothing a person can act on, so the fallback is shown.
const MASKED = 'Unexpected error.';

/**
 * What a failed admin call tells the user: the server's own message when it sent one (spec
 * section 8), otherwise the caller's fallback (the spec's fixed messages, e.g. 'Error create article').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message && message !== MASKED) return message;
  }
  return fallback;
}

/** The per-field messages of a BAD_USER_INPUT answer (extensions.fields), keyed by input name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.['fields'];
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/**
 * Reports a failed save as an error toast. An ended session is not reported here: the admin frame
 * asks the person to sign in again over the screen, and the save can then be repeated.
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (isAuthError(error)) return;
  notify.error(errorMessage(error, fallback));
}
