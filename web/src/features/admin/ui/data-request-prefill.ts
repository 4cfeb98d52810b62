/**
 * The address a person page hands to the Visitors' data screen (decisions 030, 058): kept in the
 * tab's session storage for one read, never in the URL (and so not in history or request logs).
 */
const KEY = 'agency.dataRequestEmail';

export function handOverAddress(email: string) {
  sessionStorage.setItem(KEY, email);
}

export function takeHandedAddress(): string | null {
  if (typeof sessionStorage === 'undefined') return null;
  const email = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return email;
}
