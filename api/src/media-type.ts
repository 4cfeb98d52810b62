/**
 * One reading of Content-Type for every door (RFC 9110 section 8.3.1): the type and subtype are
 * case-insensitive, and parameters follow after ";" with optional whitespace around it.
 * `APPLICATION/JSON` and `application/json ; charset=utf-8` are both JSON.
 */
export type MediaType = { type: string; params: string[] };

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+$/;

export function parseMediaType(header: string | undefined | null): MediaType | undefined {
  if (!header) return undefined;
  // Split on ";" outside quoted strings (a boundary may be quoted and contain one).
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const ch = header[i];
    if (ch === '"' && header[i - 1] !== '\\') quoted = !quoted;
    if (ch === ';' && !quoted) {
      pieces.push(current);
      current = '';
    } else current += ch;
  }
  pieces.push(current);
  const type = (pieces[0] ?? '').trim().toLowerCase();
  if (!TOKEN.test(type)) return undefined;
  return {
    type,
    params: pieces
      .slice(1)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

/** The header written the way every parser here understands it: `type/subtype; a=b; c=d`. */
export function canonicalContentType(header: string | undefined | null): string | undefined {
  const media = parseMediaType(header);
  return media && [media.type, ...media.params].join('; ');
}

export function isMediaType(header: string | undefined | null, ...types: string[]): boolean {
  const media = parseMediaType(header);
  return !!media && types.includes(media.type);
}
