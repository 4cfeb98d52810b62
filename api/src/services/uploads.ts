import type { Readable } from 'node:stream';
import { hasAcceptedExtension, MESSAGES } from '@agency/schema/forms';
import type { Actor, Deps } from './deps.ts';
import { requirePermission, requireViewer, type AccessTable, viewerCan } from './access.ts';
import { LEAD_ACCESS } from './lead-tables.ts';
import { recordAudit, type AuditTarget } from './audit.ts';
import { leadDescription, leadTarget } from './lead-audit.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import type { FileKind } from '../storage/files.ts';

export type UploadResult = { url: string; name: string };
export type Download = { id: string; name: string; mimeType: string; size: number };

export const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;
/** A partial upload untouched this long was left by a process that died mid-upload. */
export const INCOMING_TTL_MS = 60 * 60 * 1000;
/** Called once the file is in and checked, before it is kept (see FileStore.save). */
type StoreOptions = { beforeKeep?: () => Promise<void> };
/** A file as a door reads it from its request: read only when the service asks for it. */
export type FileSource = { stream: Readable; filename: string } & StoreOptions;
const ID_IN_URL = {
  ATTACHMENT: /\/api\/files\/([A-Za-z0-9_-]{16,64})$/,
  COVER: /\/api\/images\/([A-Za-z0-9_-]{16,64})$/,
};

/** Keeps the name for display and the Content-Disposition header; the path part is dropped. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file').replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200) || 'file';

/**
 * Uploads: lead attachments (anyone, pdf/doc/docx, downloadable by the staff who may read the
 * lead that claimed them) and article covers (article staff, images, public). Files nobody
 * claims within 24 hours are deleted.
 */
export class UploadsService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = { uploadCover: 'manageArticles' } as const satisfies AccessTable<UploadsService>;

  constructor(private readonly d: Deps) {}

  async uploadAttachment(
    stream: Readable,
    filename: string,
    actor: Actor,
    opts: StoreOptions = {},
  ): Promise<UploadResult> {
    await this.d.limits.consume('uploadPerIp', actor.ip);
    const { id: _id, ...result } = await this.#store(stream, filename, 'ATTACHMENT', opts);
    return result;
  }

  /**
   * `read` gives the file; it is called once the caller may upload covers, so a caller without
   * the role is refused before anything about the request body is checked (or read).
   */
  async uploadCover(actor: Actor, read: () => Promise<FileSource>): Promise<UploadResult> {
    requirePermission(actor.viewer, UploadsService.access.uploadCover);
    const { stream, filename, ...opts } = await read();
    const { id: _id, ...result } = await this.#store(stream, filename, 'COVER', opts);
    await recordAudit(this.d.db, {
      action: 'COVER_UPLOADED',
      by: actor,
      target: { type: 'file', id: result.url.split('/').pop()!, label: result.name },
      summary: `Uploaded the cover image ${result.name}`,
    });
    return result;
  }

  /** The URL of a stored attachment, as upload answers give it (built from SITE_URL only). */
  attachmentUrl(id: string): string {
    return `${this.d.config.siteUrl}/api/files/${id}`;
  }

  /**
   * The id of an attachment URL this API issued, or undefined. Only the exact URL it answered (or
   * its bare path) counts: a look-alike on another host must not end up as a link in the inbox.
   */
  attachmentId(url: string | null | undefined): string | undefined {
    const value = url?.trim();
    const id = value ? ID_IN_URL.ATTACHMENT.exec(value)?.[1] : undefined;
    if (!id) return undefined;
    return value === this.attachmentUrl(id) || value === `/api/files/${id}` ? id : undefined;
  }

  /** An attachment or CV, for staff allowed to read the submission that references it. */
  async attachmentForDownload(actor: Actor, id: string): Promise<Download> {
    const viewer = actor.viewer;
    const upload = await this.d.db.upload.findUnique({
      where: { id: String(id ?? '') },
      include: {
        contactRequest: { select: { id: true, interest: true } },
        jobApplication: { select: { id: true, position: true } },
      },
    });
    if (!upload || upload.kind !== 'ATTACHMENT') throw notFound('File');
    if (upload.contactRequest) requirePermission(viewer, LEAD_ACCESS.contact);
    else if (upload.jobApplication) requirePermission(viewer, LEAD_ACCESS.application);
    else {
      // Not (yet) part of a submission: staff who read either kind of lead may see it.
      const v = requireViewer(viewer);
      if (!viewerCan(v, 'readContactRequests') && !viewerCan(v, 'readJobApplications')) throw forbidden();
    }
    // Recorded before the bytes go out: a download that was allowed is in the log, whatever happens next.
    const kind = upload.contactRequest ? 'contact' : upload.jobApplication ? 'application' : undefined;
    const lead = upload.contactRequest ?? upload.jobApplication;
    const target: AuditTarget | undefined = kind && lead ? leadTarget(kind, lead) : undefined;
    await recordAudit(this.d.db, {
      action: 'LEAD_FILE_DOWNLOADED',
      by: actor,
      target: target ?? { type: 'file', id: upload.id, label: 'a file not sent with a form' },
      summary:
        kind && lead
          ? `Downloaded the ${kind === 'application' ? 'CV' : 'attachment'} of ${leadDescription(kind, lead)}`
          : 'Downloaded a file not (yet) sent with a form',
      details: { file: upload.id, size: upload.size },
    });
    return { id: upload.id, name: upload.originalName, mimeType: upload.mimeType, size: upload.size };
  }

  async coverForDisplay(id: string): Promise<Download> {
    const upload = await this.d.db.upload.findUnique({ where: { id: String(id ?? '') } });
    // Covers, pictures in articles' text and the social cards drawn for articles are the public images.
    if (!upload || (upload.kind !== 'COVER' && upload.kind !== 'CARD' && upload.kind !== 'IMAGE'))
      throw notFound('Image');
    return { id: upload.id, name: upload.originalName, mimeType: upload.mimeType, size: upload.size };
  }

  /** Deletes uploads nobody claimed within 24 hours. Returns how many went. */
  async sweepUnclaimed(now = new Date()): Promise<number> {
    const stale = await this.d.db.upload.findMany({
      where: { claimedAt: null, createdAt: { lt: new Date(now.getTime() - UNCLAIMED_TTL_MS) } },
      select: { id: true },
      take: 500,
    });
    let removed = 0;
    for (const { id } of stale) {
      // Only if still unclaimed: a submission may have claimed it since the query above.
      const { count } = await this.d.db.upload.deleteMany({ where: { id, claimedAt: null } });
      if (count === 0) continue;
      await this.d.files.remove(id);
      removed++;
    }
    if (removed) this.d.log.info({ removed }, 'unclaimed uploads removed');
    return removed;
  }

  /** Deletes partial uploads a killed process left behind. Returns how many went. */
  async sweepIncoming(now = new Date()): Promise<number> {
    const removed = await this.d.files.sweepIncoming(INCOMING_TTL_MS, now.getTime());
    if (removed) this.d.log.info({ removed }, 'partial uploads removed');
    return removed;
  }

  /**
   * A picture (the media library's, decision 048), checked as covers are; the row as kept. A
   * picture for an article's text counts as claimed at once: the media cleanup decides when it goes.
   */
  async storePicture(stream: Readable, filename: string, kind: 'IMAGE', opts: StoreOptions) {
    const { id } = await this.#store(stream, filename, kind, opts);
    return this.d.db.upload.update({ where: { id }, data: { claimedAt: new Date() } });
  }

  async #store(
    stream: Readable,
    filename: string,
    kind: FileKind,
    opts: StoreOptions,
  ): Promise<UploadResult & { id: string }> {
    const name = displayName(filename);
    if (kind === 'ATTACHMENT' && !hasAcceptedExtension(name)) {
      stream.resume();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.fileType);
    }
    // The store names the kind's own message (the cover's, the picture's) and the field.
    const stored = await this.d.files.save(stream, kind, undefined, opts);
    await this.d.db.upload.create({
      data: {
        id: stored.id,
        kind,
        originalName: name,
        mimeType: stored.mimeType,
        size: stored.size,
        sha256: stored.sha256,
        width: stored.width ?? null,
        height: stored.height ?? null,
      },
    });
    return {
      id: stored.id,
      url:
        kind === 'COVER' ? `${this.d.config.siteUrl}/api/images/${stored.id}` : this.attachmentUrl(stored.id),
      name,
    };
  }
}
