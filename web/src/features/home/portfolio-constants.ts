import { sitePath } from '../../components/header/nav-items';
import type { FeaturedCase } from '../../content/home';

/** The home portfolio slider's numbers (spec section 9). */

/** Wheel movement (deltaY, accumulated) that moves the slider by one case. */
export const PORTFOLIO_WHEEL_THRESHOLD = 40;
/** One case slides into place in this long; the wheel waits for it before moving again. */
export const PORTFOLIO_SLIDE_MS = 600;

/** The page of a featured case. */
export const caseHref = (item: FeaturedCase) => sitePath(`/cases/${item.slug}`);
