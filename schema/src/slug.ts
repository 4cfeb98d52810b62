import slugifyText from '@sindresorhus/slugify';

/**
 * Article slugs, shared so the admin form shows the address the API will store. Lower-case letters
 * and digits in groups joined by single hyphens, at most 80 characters.
 */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Crème brûlée & React 19" -> "creme-brulee-and-react-19"; '' when nothing is left. */
export function slugify(text: string): string {
  // decamelize off: "E2E testing" stays "e2e-testing" rather than "e2-e-testing".
  return slugifyText(text, { decamelize: false }).slice(0, SLUG_MAX).replace(/-+$/, '');
}
