import { ACCEPT_COOKIES_KEY } from '../../lib/shell-constants';

/**
 * The visitor's answer to the cookie banner: the in-memory cookies state of the spec, backed by
 * localStorage so it survives reloads. Read only in effects and handlers (never during render).
 */
let accepted = false;

export function hasAnsweredCookies(): boolean {
  if (accepted) return true;
  try {
    return localStorage.getItem(ACCEPT_COOKIES_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Accept and Reject do the same (spec): store the flag and set the state. */
export function answerCookies(): void {
  accepted = true;
  try {
    localStorage.setItem(ACCEPT_COOKIES_KEY, 'true');
  } catch {
    // Storage may be disabled; the in-memory state still hides the banner for this page load.
  }
}
