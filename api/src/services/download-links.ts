import type { Actor, Deps, Viewer } from './deps.ts';
import { requireViewer } from './access.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** How long a download link works: long enough to start the download it was made for. */
export const DOWNLOAD_LINK_SECONDS = 60;

export type DownloadLink = { url: string; expiresAt: Date };

/** Query parameters that do not change what is downloaded. */
const NOT_PURPOSE = new Set(['link', 'download']);

/**
 * What a link is for: its path and parameters, in a canonical order. A link works only for the very
 * download it was made for: the same export, the same filters.
 */
function purposeOf(path: string, params: Record<string, unknown>): string {
  const kept = Object.entries(params)
    .filter(([key, value]) => !NOT_PURPOSE.has(key) && value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([path, kept]);
}

/**
 * Short-lived, single-purpose download links (decision 037). A browser downloads a file by going
 * to its URL, which carries no Authorization header; so GraphQL hands staff a link whose `link`
 * parameter is a token signed for their session, for one export with its filters, valid a minute.
 * Each use is checked like a bearer token (a session signed out, a password or role change, a
 * deactivated account: 401) and then by the export's own service (its permission: 403), as if the
 * person had asked with their token. It may be used again within its minute (a browser that retries
 * a download), never for another export or other filters (403).
 */
export class DownloadLinks {
  constructor(
    private readonly d: Deps,
    /** The session's viewer now (SessionsService.viewerOf): a link dies with its session or role. */
    private readonly sessions: {
      viewerOf(claims: { userId: string; version: number; sessionId: string }): Promise<Viewer | null>;
    },
  ) {}

  /** A link to `path` with `params` (empty ones left out) for the signed-in `actor`. */
  async issue(
    actor: Actor,
    path: string,
    params: Record<string, string | null | undefined>,
  ): Promise<DownloadLink> {
    const viewer = requireViewer(actor.viewer);
    const session = await this.d.db.session.findUnique({
      where: { id: viewer.sessionId },
      select: { tokenVersion: true },
    });
    if (!session) throw unauthenticated();
    const token = await this.d.tokens.issueDownload(
      viewer.id,
      session.tokenVersion,
      viewer.sessionId,
      purposeOf(path, params),
      DOWNLOAD_LINK_SECONDS,
    );
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    query.set('link', token);
    return {
      url: `${this.d.config.siteUrl}${path}?${query}`,
      expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000),
    };
  }

  /**
   * The actor a download link stands for, if it is valid, its session live, and it was made for
   * this `path` with these `params` (the request's query): otherwise 401 (expired, forged, signed
   * out) or 403 (made for another download). The export's service then checks the permission.
   */
  async actorFor(
    link: string,
    path: string,
    params: Record<string, unknown>,
    request: { ip: string; userAgent?: string },
  ): Promise<Actor> {
    const claims = await this.d.tokens.verifyDownload(link);
    if (!claims) throw unauthenticated('This download link has expired or is not valid. Export again.');
    const viewer = await this.sessions.viewerOf(claims);
    if (!viewer)
      throw unauthenticated(
        'The session this download link was made for has ended. Sign in and export again.',
      );
    if (claims.purpose !== purposeOf(path, params))
      throw forbidden('This download link was made for another export.');
    return { viewer, ip: request.ip, userAgent: request.userAgent };
  }
}
