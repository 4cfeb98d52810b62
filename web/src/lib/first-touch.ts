import { FIRST_TOUCH_MAX, FIRST_TOUCH_PARAMS, type FirstTouch } from '@agency/schema/first-touch';

/**
 * Where this visit began (decision 051): the first page in this tab, its referrer and its utm_*
 * parameters, kept in sessionStorage (the tab's, gone when it closes; never a cookie) and sent
 * with a form. Written once, by the first page of the visit: later pages leave it alone.
 */
const KEY = 'agency.firstTouch';

type Place = { pathname: string; search: string };

/** Records the first touch unless this tab has one already. Never throws: storage may be off. */
export function captureFirstTouch(
  place: Place = window.location,
  referrer: string = document.referrer,
  storage: Storage = window.sessionStorage,
): void {
  try {
    if (storage.getItem(KEY) !== null) return;
    const params = new URLSearchParams(place.search);
    const touch: FirstTouch = {
      landingPage: (place.pathname + place.search).slice(0, FIRST_TOUCH_MAX.url),
      // A longer referrer is not sent at all: the API would refuse it, and it says little more.
      referrer: /^https?:\/\//i.test(referrer) && referrer.length <= FIRST_TOUCH_MAX.url ? referrer : null,
    };
    for (const [field, param] of Object.entries(FIRST_TOUCH_PARAMS)) {
      const value = params.get(param)?.trim();
      if (value) touch[field as keyof typeof FIRST_TOUCH_PARAMS] = value.slice(0, FIRST_TOUCH_MAX.utm);
    }
    storage.setItem(KEY, JSON.stringify(touch));
  } catch {
    // Private modes and full storage: the form is sent without a source.
  }
}

/** The fields to send with a form: what was recorded, or nothing. */
export function firstTouch(storage: Storage | undefined = globalThis.sessionStorage): FirstTouch {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const out: FirstTouch = {};
    for (const [field, value] of Object.entries(parsed))
      if (typeof value === 'string' && value) out[field as keyof FirstTouch] = value;
    return out;
  } catch {
    return {};
  }
}
