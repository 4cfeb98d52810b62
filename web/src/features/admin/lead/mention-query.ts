/** The "@word" being typed just before the caret, if any: what the mention list filters by. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}._-]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() };
}

/** The picked people still named in the text: a mention deleted from the note is not sent. */
export function keptMentions(text: string, picked: readonly { id: string; name: string }[]): string[] {
  return [...new Set(picked.filter((p) => text.includes(`@${p.name}`)).map((p) => p.id))];
}
