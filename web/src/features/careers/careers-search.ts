/** The search parameters of /careers: the list's filters and the vacancy a "Join Us" link chose. */
export type CareersSearch = {
  city?: string | undefined;
  level?: string | undefined;
  /** A page of a long list after the first. */
  page?: number | undefined;
  /** The slug of the vacancy whose "Join Us" was followed (older links carried its name). */
  position?: string | undefined;
};

const text = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim().slice(0, 200) || undefined;
};

/**
 * Reads ?city=, ?level=, ?page= and ?position=. Every key is present, explicitly undefined when missing:
 * the router merges the result over the raw query, so a key left out would let its raw value
 * through. A blank filter (an empty choice sent by the form) is no filter.
 */
export function parseCareersSearch(search: Record<string, unknown>): CareersSearch {
  const page = Number(search.page);
  return {
    city: text(search.city),
    level: text(search.level),
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : undefined,
    position: text(search.position),
  };
}
