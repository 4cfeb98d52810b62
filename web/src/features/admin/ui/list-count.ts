const NUMBER = new Intl.NumberFormat('en-GB');

/**
 * What a paged list says it shows: "Showing 51–100 of 2,340 entries." An estimate says "about"
 * (the audit log's count, a search's on SQLite: decision 037), and never a total below what is
 * already on screen; a list shown from its first row to its last is counted exactly.
 */
export function shownRange(
  first: number,
  shown: number,
  page: { total: number; totalExact: boolean; hasMore: boolean },
  nouns: { one: string; many: string },
): string {
  if (shown === 0) return '';
  const last = first + shown - 1;
  const whole = first === 1 && !page.hasMore;
  const total = whole ? last : Math.max(page.total, last + (page.hasMore ? 1 : 0));
  const noun = total === 1 ? nouns.one : nouns.many;
  const of = whole || page.totalExact ? NUMBER.format(total) : `about ${NUMBER.format(total)}`;
  return `Showing ${NUMBER.format(first)}–${NUMBER.format(last)} of ${of} ${noun}.`;
}
