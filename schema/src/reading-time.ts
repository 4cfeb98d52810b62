/** Words per minute for an article's reading time. */
export const WORDS_PER_MINUTE = 220;

/** Minutes to read an article's HTML, at least 1: shared by the API and the editor's preview. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
