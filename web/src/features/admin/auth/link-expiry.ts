/**
 * Whether a recovery link's token has passed its expiry, read from the token's own `exp` claim
 * (the signature is the server's business). Anything unreadable counts as not expired, so the
 * server gives the definitive answer on submit.
 */
export function linkExpired(linkJwt: string, now: number): boolean {
  const payload = linkJwt.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}
