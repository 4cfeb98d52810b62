import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_PREVIEW_DAYS,
  PREVIEW_MESSAGES,
  previewLinkInput,
  reviewApproval,
  reviewComment,
  type PreviewKind,
} from '@agency/schema/previews';
import { can, type Permission } from '@agency/schema/roles';
import type { PreviewLink, ReviewEvent } from '../db.ts';
import { recordUnshareable } from '../caching/read-tags.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { requirePermission, requireViewer, type AccessTable, viewerCan } from './access.ts';
import { ApprovalPolicy } from './approval-policy.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { parseInput, recordId } from './input.ts';
import { hashOfContent, previewContentOf, recordKey, titleOf, type PreviewContent } from './previews.ts';
import { parseRoles } from './users-shared.ts';

/** Who may work on the review of each kind of record: those who may edit it. */
export const REVIEW_PERMISSION = {
  ARTICLE: 'manageArticles',
  VACANCY: 'manageVacancies',
} as const satisfies Record<PreviewKind, Permission>;

export type PreviewLinkState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';
export type PreviewLinkView = PreviewLink & { state: PreviewLinkState };
/** An event with whether it is about the content as it will be published now. */
export type ReviewEventView = ReviewEvent & { current: boolean };

/** What the editor's review panel shows. */
export type ReviewStatus = {
  approvalRequired: boolean;
  /** An approval covers the content as it will be published. */
  approved: boolean;
  /** Submitted for review, and no approval of the content since. */
  inReview: boolean;
  /** The viewer may publish this content now. */
  canPublish: boolean;
  /** The viewer may approve in the editor (ADMIN, OWNER). */
  canApprove: boolean;
  events: ReviewEventView[];
  links: PreviewLinkView[];
};

/** What a preview link opens: its state, and while it works the content and its review. */
export type OpenedPreview = {
  state: PreviewLinkState;
  expiresAt: Date;
  content: PreviewContent | null;
  approved: boolean;
  events: ReviewEventView[];
};

const EVENTS_SHOWN = 100;
const LINKS_SHOWN = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const stateOf = (link: PreviewLink, now = Date.now()): PreviewLinkState =>
  link.revokedAt ? 'REVOKED' : link.expiresAt.getTime() <= now ? 'EXPIRED' : 'ACTIVE';

/**
 * Secret preview links and the review around them (decision 049). Staff who may edit a record make
 * links (a random token; only its SHA-256 is stored), see and revoke them, read the comments and
 * approvals, approve (ADMIN/OWNER) or submit for review. Anyone holding a working link sees the
 * content as it will be published and may comment or approve under a name, rate limited per
 * address. Every use reads the link's row, so a revocation holds at once on every instance.
 */
export class ReviewsService {
  /** Who may call what; the kind-dependent operations check REVIEW_PERMISSION[kind] as well. */
  static readonly access = {
    approve: 'approveContent',
    setApprovalRequired: 'manageApprovalPolicy',
  } as const satisfies AccessTable<ReviewsService>;

  readonly #policy: ApprovalPolicy;

  constructor(private readonly d: Deps) {
    this.#policy = new ApprovalPolicy(d.db);
  }

  // --- Staff ---------------------------------------------------------------------------------

  /** A new link for the record: the token is in the answer once and never stored. */
  async createLink(actor: Actor, kind: PreviewKind, id: unknown, input: unknown) {
    const v = this.#staff(actor.viewer, kind);
    const content = await this.#content(kind, recordId(id));
    const { expiresInDays } = parseInput(previewLinkInput, input ?? {});
    const token = randomBytes(32).toString('base64url');
    const link = await this.d.db.previewLink.create({
      data: {
        tokenHash: hashToken(token),
        kind,
        ...recordKey(kind, idOf(content)),
        createdById: v.id,
        expiresAt: new Date(Date.now() + (expiresInDays ?? DEFAULT_PREVIEW_DAYS) * DAY_MS),
      },
    });
    this.d.log.info({ by: v.id, linkId: link.id, kind, recordId: idOf(content) }, 'preview link made');
    return {
      link: { ...link, state: stateOf(link) },
      token,
      url: `${this.d.config.siteUrl}/preview/${token}`,
    };
  }

  /** Ends a link at once (on every instance: each use reads its row). */
  async revokeLink(actor: Actor, kind: PreviewKind, id: unknown): Promise<PreviewLinkView> {
    this.#staff(actor.viewer, kind);
    const link = await this.d.db.previewLink.findUnique({ where: { id: recordId(id) } });
    if (!link || link.kind !== kind) throw notFound('Preview link');
    const revoked = link.revokedAt
      ? link
      : await this.d.db.previewLink.update({ where: { id: link.id }, data: { revokedAt: new Date() } });
    return { ...revoked, state: stateOf(revoked) };
  }

  /** The editor's review panel: the rule, the approval state, the events and the links. */
  async status(viewer: Viewer | null, kind: PreviewKind, id: unknown): Promise<ReviewStatus> {
    const v = this.#staff(viewer, kind);
    const content = await this.#content(kind, recordId(id));
    const key = recordKey(kind, idOf(content));
    const [required, rows, links] = await Promise.all([
      this.#policy.required(),
      this.#events(key),
      this.d.db.previewLink.findMany({
        where: key,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LINKS_SHOWN,
      }),
    ]);
    const hash = hashOfContent(content);
    const events = rows.map((e) => ({ ...e, current: e.contentHash === hash }));
    const approved = events.some((e) => e.type === 'APPROVAL' && e.current);
    const submitted = events.find((e) => e.type === 'SUBMITTED');
    const lastApproval = events.find((e) => e.type === 'APPROVAL');
    return {
      approvalRequired: required,
      approved,
      inReview: !!submitted && !approved && (!lastApproval || lastApproval.createdAt < submitted.createdAt),
      canPublish: !required || approved || viewerCan(v, 'approveContent'),
      canApprove: viewerCan(v, 'approveContent'),
      events,
      links: links.map((l) => ({ ...l, state: stateOf(l) })),
    };
  }

  /** ADMIN or OWNER approves the content as it will be published, in the editor. */
  async approve(actor: Actor, kind: PreviewKind, id: unknown, note: unknown): Promise<ReviewEventView> {
    requirePermission(actor.viewer, ReviewsService.access.approve);
    const v = this.#staff(actor.viewer, kind);
    const content = await this.#content(kind, recordId(id));
    const { text } = parseInput(reviewApproval, { name: v.name, text: optionalText(note) });
    const event = await this.#record(content, { type: 'APPROVAL', name: v.name, text, userId: v.id });
    await this.#tell(
      content,
      null,
      `“${titleOf(content)}” was approved by ${v.name}`,
      [`${v.name} approved “${titleOf(content)}” in the editor.`, ...(text ? ['', text] : [])],
      v.id,
    );
    return event;
  }

  /** A copywriter or HR member asks ADMIN and OWNER to approve and publish; they are e-mailed. */
  async submit(actor: Actor, kind: PreviewKind, id: unknown, note: unknown): Promise<ReviewEventView> {
    const v = this.#staff(actor.viewer, kind);
    const content = await this.#content(kind, recordId(id));
    const { text } = parseInput(reviewApproval, { name: v.name, text: optionalText(note) });
    const event = await this.#record(content, { type: 'SUBMITTED', name: v.name, text, userId: v.id });
    const reviewers = (await this.d.db.user.findMany({ select: { id: true, email: true, roles: true } }))
      .filter((u) => u.id !== v.id && can(parseRoles(u.roles), 'approveContent'))
      .map((u) => u.email);
    if (reviewers.length) {
      await enqueueMail(this.d.db, {
        to: reviewers,
        subject: `Review asked: “${titleOf(content)}”`,
        text: [
          `${v.name} submitted “${titleOf(content)}” for review.`,
          ...(text ? ['', text] : []),
          '',
          `Open it in the editor: ${this.#editorUrl(content)}`,
        ].join('\n'),
      });
      this.d.kickOutbox();
    }
    return event;
  }

  async approvalRequired(viewer: Viewer | null): Promise<boolean> {
    requireViewer(viewer);
    return this.#policy.required();
  }

  /** The owner's setting: whether anything may be published before an approval. */
  async setApprovalRequired(actor: Actor, required: unknown): Promise<boolean> {
    const v = requirePermission(actor.viewer, ReviewsService.access.setApprovalRequired);
    if (typeof required !== 'boolean') {
      const msg = 'Say true or false.';
      throw invalidInput(msg, { required: msg });
    }
    const saved = await this.#policy.setRequired(required);
    this.d.log.info({ by: v.id, required: saved }, 'publish approval policy changed');
    return saved;
  }

  // --- Anyone with the link ------------------------------------------------------------------

  /** The preview behind a token: null when no link has it; EXPIRED or REVOKED without the content. */
  async open(token: unknown): Promise<OpenedPreview | null> {
    // One reader's answer: never kept by a cache or shared with another visitor.
    recordUnshareable();
    const link = await this.#link(token);
    if (!link) return null;
    const state = stateOf(link);
    if (state !== 'ACTIVE')
      return { state, expiresAt: link.expiresAt, content: null, approved: false, events: [] };
    const content = await previewContentOf(this.d.db, link.kind as PreviewKind, recordOf(link));
    if (!content) return null;
    const hash = hashOfContent(content);
    const events = (await this.#events(recordKey(content.kind, idOf(content))))
      .filter((e) => e.type !== 'SUBMITTED')
      .map((e) => ({ ...e, current: e.contentHash === hash }));
    return {
      state,
      expiresAt: link.expiresAt,
      content,
      approved: events.some((e) => e.type === 'APPROVAL' && e.current),
      events,
    };
  }

  /** A comment through a working link, under the name its writer gives. */
  async comment(actor: Actor, token: unknown, input: unknown): Promise<ReviewEventView> {
    return this.#fromLink(actor, token, input, 'COMMENT');
  }

  /** An approval through a working link: it covers the content as it will be published now. */
  async approveByLink(actor: Actor, token: unknown, input: unknown): Promise<ReviewEventView> {
    return this.#fromLink(actor, token, input, 'APPROVAL');
  }

  async #fromLink(
    actor: Actor,
    token: unknown,
    input: unknown,
    type: 'COMMENT' | 'APPROVAL',
  ): Promise<ReviewEventView> {
    await this.d.limits.consume('reviewPerIp', actor.ip);
    const link = await this.#link(token);
    if (!link)
      throw new AppError('NOT_FOUND', PREVIEW_MESSAGES.token, { fields: { token: PREVIEW_MESSAGES.token } });
    if (stateOf(link) !== 'ACTIVE')
      throw new AppError('NOT_FOUND', PREVIEW_MESSAGES.gone, { fields: { token: PREVIEW_MESSAGES.gone } });
    const { name, text } = parseInput(type === 'COMMENT' ? reviewComment : reviewApproval, input);
    const content = await previewContentOf(this.d.db, link.kind as PreviewKind, recordOf(link));
    if (!content) throw notFound('Preview');
    const event = await this.#record(content, { type, name, text: text ?? '', linkId: link.id });
    const title = titleOf(content);
    await this.#tell(
      content,
      link.createdById,
      type === 'COMMENT' ? `New comment on “${title}” from ${name}` : `“${title}” was approved by ${name}`,
      [
        type === 'COMMENT'
          ? `${name} commented on the preview of “${title}”:`
          : `${name} approved “${title}” through a preview link.`,
        ...(text ? ['', text] : []),
      ],
    );
    this.d.log.info({ linkId: link.id, type, ip: actor.ip }, 'preview feedback');
    return event;
  }

  // --- Parts ---------------------------------------------------------------------------------

  #staff(viewer: Viewer | null, kind: PreviewKind): Viewer {
    return requirePermission(viewer, REVIEW_PERMISSION[kind]);
  }

  async #content(kind: PreviewKind, id: string): Promise<PreviewContent> {
    const content = await previewContentOf(this.d.db, kind, id);
    if (!content) throw notFound(kind === 'ARTICLE' ? 'Article' : 'Vacancy');
    return content;
  }

  async #link(token: unknown): Promise<PreviewLink | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
    return this.d.db.previewLink.findUnique({ where: { tokenHash: hashToken(token) } });
  }

  #events(key: { articleId: string } | { vacancyId: string }) {
    return this.d.db.reviewEvent.findMany({
      where: key,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: EVENTS_SHOWN,
    });
  }

  async #record(
    content: PreviewContent,
    event: { type: string; name: string; text?: string | undefined; userId?: string; linkId?: string },
  ): Promise<ReviewEventView> {
    const row = await this.d.db.reviewEvent.create({
      data: {
        ...event,
        text: event.text ?? '',
        kind: content.kind,
        ...recordKey(content.kind, idOf(content)),
        contentHash: hashOfContent(content),
      },
    });
    return { ...row, current: true };
  }

  /** E-mails the staff who made the link and the article's author (not the one who acted). */
  async #tell(
    content: PreviewContent,
    linkMaker: string | null,
    subject: string,
    lines: string[],
    except?: string,
  ): Promise<void> {
    const ids = [linkMaker, content.kind === 'ARTICLE' ? content.article.authorId : null].filter(
      (id): id is string => !!id && id !== except,
    );
    if (!ids.length) return;
    const people = await this.d.db.user.findMany({ where: { id: { in: ids } }, select: { email: true } });
    if (!people.length) return;
    await enqueueMail(this.d.db, {
      to: [...new Set(people.map((p) => p.email))],
      subject,
      text: [...lines, '', `Open it in the editor: ${this.#editorUrl(content)}`].join('\n'),
    });
    this.d.kickOutbox();
  }

  #editorUrl(content: PreviewContent): string {
    const base = `${this.d.config.siteUrl}/admin-panel`;
    return content.kind === 'ARTICLE'
      ? `${base}/article/${content.article.slug}/edit`
      : `${base}/vacancy/${content.vacancy.id}/edit`;
  }
}

const idOf = (content: PreviewContent) =>
  content.kind === 'ARTICLE' ? content.article.id : content.vacancy.id;
const recordOf = (link: PreviewLink) => (link.articleId ?? link.vacancyId)!;
const optionalText = (note: unknown) => (note === null || note === undefined ? undefined : note);
