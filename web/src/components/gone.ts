/**
 * A page that was published and then deleted answers 410 Gone (decision 044): its route throws
 * `notFound({ data: GONE })`, the server render reads the mark and sets the status, and the route's
 * not-found component shows the Gone page in the site's frame.
 */
export const GONE = { gone: true } as const;

export const isGone = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { gone?: unknown }).gone === true;
