import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const CHALLENGE_PATH = '/api/bot-check/challenge';

/**
 * A bot-check solution for a test that sends a form through the API rather than the page (the e2e
 * server runs the check, as production does): a challenge solved with altcha-lib, as an integrator
 * would (README, "Sending the forms from another program").
 */
export async function solvedBotCheck(request: APIRequestContext): Promise<string> {
  const res = await request.get(CHALLENGE_PATH);
  const { parameters, signature } = (await res.json()) as { parameters: never; signature: string };
  const challenge = { parameters, signature };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the bot-check challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Collects the page's CSP violations from its first script on (read them with `violations`). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
