/**
 * How the site says where a job is, in one text: "Kyiv", "Remote" or "Kyiv or remote". Shared by
 * the careers pages, the application form's position names and the API (the REST `city`, the
 * GraphQL `place`, the social card), so all of them word it alike. No dependencies: public pages
 * import it.
 */
export type VacancyPlace = { city: string; remote: boolean };

export const REMOTE_LABEL = 'Remote';

export function placeOf({ city, remote }: VacancyPlace): string {
  if (!remote) return city;
  return city ? `${city} or remote` : REMOTE_LABEL;
}
