import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { BotCheckConfig } from '../env.ts';
import { AppError } from '../errors.ts';
import { botCheckRefused, solutionText, type BotCheck, type BotCheckChallenge } from './bot-check.ts';
import type { SpentStore } from './spent-store.ts';

/** Providers' tokens live five minutes (Turnstile) or two (hCaptcha); a spent one is kept that long. */
const TOKEN_LIFETIME_MS = 5 * 60_000;
/** Codes both providers answer for a token that timed out or was checked before. */
const STALE = new Set(['timeout-or-duplicate', 'already-seen-response', 'expired-input-response']);
/** Codes that mean our own configuration is wrong, not the visitor's token. */
const OURS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'sitekey-secret-mismatch',
  'invalid-or-already-seen-response-secret',
]);

type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown };

/**
 * Cloudflare Turnstile or hCaptcha (BOT_CHECK=turnstile|hcaptcha): the browser gets a token from
 * the provider's widget, and the server asks the provider's siteverify endpoint about it (both
 * speak the same form-encoded protocol). Behind the same interface as ALTCHA, so the forms and
 * both doors do not change; a token is also remembered here once accepted.
 */
export class ExternalCheck implements BotCheck {
  constructor(
    private readonly settings: BotCheckConfig,
    readonly mode: 'turnstile' | 'hcaptcha',
    private readonly spent: SpentStore,
    private readonly log: Logger,
  ) {}

  async challenge(): Promise<BotCheckChallenge> {
    return { mode: this.mode, siteKey: this.settings.siteKey! };
  }

  async verify(solution: unknown, ip: string): Promise<void> {
    const token = solutionText(solution);
    if (token === undefined) throw this.#refuse('missing', ip);
    const answer = await this.#siteverify(token, ip);
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    if (answer.success !== true) {
      if (codes.some((code) => OURS.has(code))) {
        this.log.error({ codes, provider: this.mode }, 'the bot-check provider refused our secret key');
        throw unavailable();
      }
      throw this.#refuse(codes.some((code) => STALE.has(code)) ? 'expired' : 'invalid', ip);
    }
    const id = `${this.mode}:${createHash('sha256').update(token).digest('base64url')}`;
    if (!(await this.spent.claim(id, new Date(Date.now() + TOKEN_LIFETIME_MS))))
      throw this.#refuse('spent', ip);
  }

  async #siteverify(token: string, ip: string): Promise<SiteverifyAnswer> {
    const form = new URLSearchParams({ secret: this.settings.secretKey!, response: token, remoteip: ip });
    if (this.mode === 'hcaptcha') form.set('sitekey', this.settings.siteKey!);
    try {
      const res = await fetch(this.settings.verifyUrl!, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.settings.verifyTimeoutMs),
      });
      if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
      const answer = (await res.json()) as SiteverifyAnswer;
      if (!answer || typeof answer !== 'object') throw new Error('siteverify answered no JSON object');
      return answer;
    } catch (err) {
      // The provider is down, slow or answering nonsense: the visitor may try again shortly.
      this.log.error({ err, provider: this.mode }, 'the bot-check provider did not answer');
      throw unavailable();
    }
  }

  #refuse(problem: Parameters<typeof botCheckRefused>[0], ip: string) {
    this.log.info({ ip, problem, provider: this.mode }, 'bot check refused');
    return botCheckRefused(problem);
  }

  async close(): Promise<void> {
    await this.spent.close();
  }
}

const unavailable = () =>
  new AppError('UNAVAILABLE', 'The spam check is briefly unavailable. Please try again in a moment.', {
    retryAfterSeconds: 5,
  });
