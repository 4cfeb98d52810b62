import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * Shared by the forms specs: pages open without the start-up animation and the cookie banner
 * (both would cover the footer form), and staff reads go through the real API.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('preloader', 'off');
      localStorage.setItem('acceptAllCookies', 'true');
    });
    await use(page);
  },
});
export { expect };

/** The exact messages of spec section 5 (the file type one is the project's own wording). */
export const MESSAGES = {
  name: '*Please enter your full name.',
  emailEmpty: '*Please enter your e-mail address.',
  emailInvalid: '*Please enter valid e-mail address.',
  message: '*Please enter your message.',
  country: '*Please select your country.',
  interest: '*Please select your interest.',
  positionText: '*Please enter your position.',
  positionSelect: '*Please select your position.',
  fileSize: '*The attached file must be no larger than 5 MB.',
  fileType: '*The attached file must be a .pdf, .doc or .docx document.',
} as const;

export const OWNER = { email: 'owner@e2e.local', password: 'owner-password-e2e-1' };

/** A minimal document the API accepts as a PDF by its content. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

/** An address nobody else's test uses (the API limits sends per e-mail). */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: OWNER });
  expect(res.ok()).toBe(true);
  return (await res.json()) as string;
}

export async function staffQuery<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** The button of a dropdown (its name starts with the field's label, then the value shown). */
export const dropdown = (scope: Locator | Page, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${label}\\b`) });

/** Chooses an option of a dropdown with the mouse. */
export async function choose(scope: Locator, label: string, option: string) {
  await dropdown(scope, label).click();
  await scope
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: option, exact: true })
    .click();
}

/**
 * Opens a dropdown while another one is open. In the one-column mobile layout the open list covers
 * the next field, so a tap there would pick an option: there the click goes to the button itself,
 * which still proves that opening one closes the other.
 */
export async function openWhileAnotherIsOpen(button: Locator, project: string) {
  if (project === 'mobile') await button.dispatchEvent('click');
  else await button.click();
}

/**
 * Records the GraphQL mutations the page sends, to prove an invalid form sends nothing and that the
 * file goes before the form. Playwright cannot read a multipart body that holds a file, so an
 * upload is recorded as 'upload'.
 */
export function recordOperations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (!isGraphQL(req.url()) || req.method() !== 'POST') return;
    if ((req.headers()['content-type'] ?? '').startsWith('multipart/form-data')) {
      seen.push('upload');
      return;
    }
    // Queries (route preloads on hover) go by GET, so every POST the site's pages make is a send.
    const name = operationName(req);
    if (name) seen.push(name);
  });
  return seen;
}

/** A URL of the GraphQL endpoint, with or without a query string (a query by id travels in it). */
export const isGraphQL = (url: string | URL) => new URL(url).pathname === '/graphql';

/**
 * The operation a page's GraphQL request names. The site sends its operations by id
 * (docs/decisions/022-trusted-documents.md), with the name beside it: in the URL of a GET, in the
 * JSON body of a POST.
 */
export function operationName(request: Request): string | undefined {
  if (request.method() === 'GET')
    return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  try {
    return (JSON.parse(request.postData() ?? '') as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}
