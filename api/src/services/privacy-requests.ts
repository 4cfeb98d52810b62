import { createHash, randomBytes } from 'node:crypto';
import {
  PRIVACY_ANSWER_MONTHS,
  PRIVACY_LINK_HOURS,
  PRIVACY_REQUEST_TYPES,
  privacyAnswerInput,
  privacyRequestInput,
  type PrivacyRequestType,
} from '@agency/schema/privacy-requests';
import type { PrivacyRequest } from '../db.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, type AccessTable } from './access.ts';
import { recordAudit, type AuditTarget } from './audit.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { maskEmail } from './data-requests.ts';

/** Where the proof link leads: a page whose button proves the address (a mail scanner's GET does not). */
const PRIVACY_CONFIRM_PATH = '/privacy/confirm';
const LINK_MS = PRIVACY_LINK_HOURS * 60 * 60 * 1000;
const LINK_REFUSED =
  'This link is not valid or was used already. Please send your request again from the privacy page.';
const LINK_EXPIRED = `This link has expired (links work for ${PRIVACY_LINK_HOURS} hours). Please send your request again from the privacy page.`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The same day of the next month, or its last day (31 January -> 28 or 29 February), in UTC. */
export function oneMonthAfter(at: Date, months = PRIVACY_ANSWER_MONTHS): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export type PrivacyProof = { type: PrivacyRequestType; dueAt: Date };

/**
 * Privacy requests (decision 057): a visitor asks on /privacy (access, export, erasure,
 * correction); the request waits, unseen by staff, until the address is proven by the single-use
 * link mailed to it (PRIVACY_LINK_HOURS); then it is OPEN on the Visitors' data screen, due one
 * month later, until staff answer it (the answer mailed through the outbox) which closes it.
 * Every step is audited under a masked address.
 */
export class PrivacyRequestsService {
  static readonly access = {
    list: 'handleDataRequests',
    answer: 'handleDataRequests',
  } as const satisfies AccessTable<PrivacyRequestsService>;

  constructor(private readonly d: Deps) {}

  async submit(sent: unknown, actor: Actor): Promise<boolean> {
    const raw = (sent && typeof sent === 'object' ? sent : {}) as { website?: unknown; botCheck?: unknown };
    // The honeypot: a bot is answered as a person would be, and nothing is stored or mailed.
    if (typeof raw.website === 'string' && raw.website.trim() !== '') return true;
    const input = parseInput(privacyRequestInput, sent);
    await this.d.botCheck.verify(raw.botCheck, actor.ip);
    await this.d.limits.consume('formPerIp', actor.ip);
    await this.d.limits.consume('formPerEmail', input.email);
    const token = randomBytes(32).toString('base64url');
    const link = `${this.d.config.siteUrl}${PRIVACY_CONFIRM_PATH}?token=${token}`;
    const site = this.d.config.site.name;
    await this.d.db.$transaction(async (tx) => {
      const row = await tx.privacyRequest.create({
        data: {
          email: input.email,
          type: input.type,
          name: input.name,
          details: input.details ?? '',
          tokenHash: hashOf(token),
          tokenExpiresAt: new Date(Date.now() + LINK_MS),
        },
      });
      await enqueueMail(tx, {
        to: [input.email],
        subject: `Please confirm your privacy request to ${site}`,
        text: [
          `Hello ${input.name},`,
          '',
          `${site} received a privacy request from this address: ${PRIVACY_REQUEST_TYPES[input.type]}.`,
          `To confirm that it is yours, open this link within ${PRIVACY_LINK_HOURS} hours and press the button:`,
          link,
          '',
          'If you did not ask, ignore this e-mail: nothing happens without the link.',
        ].join('\n'),
      });
      await recordAudit(tx, {
        action: 'PRIVACY_REQUEST_SENT',
        by: actor,
        target: target(row),
        summary: `A visitor asked (unproven) for ${input.type.toLowerCase()} of ${maskEmail(input.email)}`,
      });
    });
    this.d.kickOutbox();
    return true;
  }

  /** Spends a proof link: once, before it expires. The request is due one month from now. */
  async confirm(token: unknown, actor: Actor): Promise<PrivacyProof> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200)
      throw invalidInput(LINK_REFUSED, { token: LINK_REFUSED });
    const hash = hashOf(token);
    const row = await this.d.db.privacyRequest.findUnique({ where: { tokenHash: hash } });
    if (!row) throw invalidInput(LINK_REFUSED, { token: LINK_REFUSED });
    const now = new Date();
    if (row.tokenExpiresAt <= now)
      throw new AppError('BAD_USER_INPUT', LINK_EXPIRED, { fields: { token: LINK_EXPIRED } });
    const dueAt = oneMonthAfter(now);
    const proven = await this.d.db.$transaction(async (tx) => {
      // Two clicks at once: the link is cleared by the one that wins; the other finds it spent.
      const { count } = await tx.privacyRequest.updateMany({
        where: { id: row.id, tokenHash: hash, status: 'UNVERIFIED' },
        data: { tokenHash: null, status: 'OPEN', verifiedAt: now, dueAt },
      });
      if (count !== 1) return false;
      await recordAudit(tx, {
        action: 'PRIVACY_REQUEST_PROVEN',
        by: actor,
        target: target(row),
        summary: `A visitor proved a ${row.type.toLowerCase()} request of ${maskEmail(row.email)}; due ${dueAt.toISOString().slice(0, 10)}`,
      });
      return true;
    });
    if (!proven) throw invalidInput(LINK_REFUSED, { token: LINK_REFUSED });
    return { type: row.type as PrivacyRequestType, dueAt };
  }

  /** Open requests by due date (soonest first), or closed ones, newest first. Few: a page of 200. */
  async list(viewer: Viewer | null, state: unknown): Promise<PrivacyRequest[]> {
    requirePermission(viewer, PrivacyRequestsService.access.list);
    if (state !== 'OPEN' && state !== 'CLOSED')
      throw invalidInput('Choose OPEN or CLOSED.', { state: 'Choose OPEN or CLOSED.' });
    return this.d.db.privacyRequest.findMany({
      where: { status: state },
      orderBy: state === 'OPEN' ? [{ dueAt: 'asc' }, { id: 'asc' }] : [{ closedAt: 'desc' }, { id: 'desc' }],
      take: 200,
    });
  }

  /** Mails the answer to the proven address and closes the request; a second answer is refused. */
  async answer(actor: Actor, id: string, input: unknown): Promise<PrivacyRequest> {
    const v = requirePermission(actor.viewer, PrivacyRequestsService.access.answer);
    const { answer } = parseInput(privacyAnswerInput, input);
    const row = await this.d.db.privacyRequest.findUnique({ where: { id: recordId(id) } });
    if (!row || row.status === 'UNVERIFIED') throw notFound('Privacy request');
    const site = this.d.config.site.name;
    const closed = await this.d.db.$transaction(async (tx) => {
      const now = new Date();
      const { count } = await tx.privacyRequest.updateMany({
        where: { id: row.id, status: 'OPEN' },
        data: { status: 'CLOSED', answer, closedAt: now, closedById: v.id, closedByName: v.name },
      });
      if (count !== 1) return null;
      await enqueueMail(tx, {
        to: [row.email],
        subject: `Your privacy request to ${site}`,
        text: `Hello ${row.name},\n\n${answer}\n`,
        from: this.d.config.mail.replyFrom,
        replyTo: this.d.config.site.privacyEmail ?? v.email,
      });
      await recordAudit(tx, {
        action: 'PRIVACY_REQUEST_ANSWERED',
        by: actor,
        target: target(row),
        summary: `Answered and closed the ${row.type.toLowerCase()} request of ${maskEmail(row.email)}`,
        details: { late: row.dueAt ? now > row.dueAt : false },
      });
      return tx.privacyRequest.findUniqueOrThrow({ where: { id: row.id } });
    });
    if (!closed) throw new AppError('CONFLICT', 'This request was answered already.');
    this.d.kickOutbox();
    return closed;
  }
}

const target = (r: Pick<PrivacyRequest, 'id' | 'type'>): AuditTarget => ({
  type: 'privacyRequest',
  id: r.id,
  label: r.type,
});
