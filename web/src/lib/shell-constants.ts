/**
 * Storage keys and timings of the site's frame (spec sections 3 and 9), kept in one place so the
 * header, footer, banners and tests agree on them.
 */

/** localStorage: the visitor answered the cookie banner (value 'true'). */
export const ACCEPT_COOKIES_KEY = 'acceptAllCookies';
/** sessionStorage: the start-up animation already ran in this tab (value 'off'). */
export const PRELOADER_KEY = 'preloader';
export const PRELOADER_OFF = 'off';
/**
 * sessionStorage: the visitor is on /privacy. Kept in storage rather than memory so it survives a
 * full page load from /privacy to the home page, which then scrolls to the footer.
 */
export const PRIVACY_TO_HOME_KEY = 'privacyToHome';

/** Social links open this long after the click. */
export const SOCIAL_OPEN_DELAY_MS = 500;
/** A URL hash makes the page jump to its anchor after this delay (after the start-up animations). */
export const ANCHOR_JUMP_DELAY_MS = 1300;
/** Home page reached from /privacy: scroll to the footer after this delay. */
export const PRIVACY_TO_HOME_SCROLL_DELAY_MS = 1000;

/** Preloader: progress bars start filling, shutters slide away, everything is removed. */
export const PRELOADER_FILL_MS = 100;
export const PRELOADER_OPEN_MS = 3000;
export const PRELOADER_END_MS = 3500;

/** A code chunk (the admin area) that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
