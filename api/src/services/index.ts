import type { Permission } from '@agency/schema/roles';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requireViewer, viewerCan } from './access.ts';
import { ArticlesService } from './articles.ts';
import { AuditService } from './audit.ts';
import { DataRequestsService } from './data-requests.ts';
import { PrivacyRequestsService } from './privacy-requests.ts';
import { RepliesService } from './replies.ts';
import { ReplyTemplatesService } from './reply-templates.ts';
import { DraftsService } from './drafts.ts';
import { RevisionStore } from './revision-store.ts';
import { InboxWorkService } from './inbox-work.ts';
import { PeopleService } from './people.ts';
import { SavedFiltersService } from './saved-filters.ts';
import { StaffSearchService } from './staff-search.ts';
import { DownloadLinks } from './download-links.ts';
import { AuthService } from './auth.ts';
import { LeadsService } from './leads.ts';
import { LeadFollowUpsService } from './lead-follow-ups.ts';
import { LeadTimelineService } from './lead-timeline.ts';
import { LeadWorkService } from './lead-work.ts';
import { Challenges } from './challenges.ts';
import { PasskeyFactor } from './passkey-factor.ts';
import { RecordListsService } from './record-lists.ts';
import { MailFailuresService } from './mail-failures.ts';
import { RetentionService } from './retention.ts';
import { SchedulesService } from './schedules.ts';
import { ReviewsService } from './reviews.ts';
import { SessionsService } from './sessions.ts';
import { SignInService } from './sign-in.ts';
import { SignInLimits } from './sign-in-limits.ts';
import { StaffLists } from './staff-lists.ts';
import { TotpFactor } from './totp-factor.ts';
import { TwoFactorService } from './two-factor.ts';
import { WebhooksService } from './webhooks.ts';
import { TwoFactorEvents } from './two-factor-events.ts';
import { TwoFactorPolicy } from './two-factor-policy.ts';
import { UploadsService } from './uploads.ts';
import { FeedsService } from './feeds.ts';
import { MediaService } from './media.ts';
import { UsersService } from './users.ts';
import { ApiKeysService } from './api-keys.ts';
import { InvitationsService } from './invitations.ts';
import { VacanciesService } from './vacancies.ts';
import { StagesService } from './stages.ts';
import { LeadStagesService } from './lead-stages.ts';
import { RatingsService } from './ratings.ts';
import { vacancyStageCounts } from './application-vacancy.ts';

export type Services = ReturnType<typeof createServices>;

/** The business layer. GraphQL resolvers and REST handlers call these and nothing else. */
export function createServices(d: Deps) {
  const uploads = new UploadsService(d);
  // Keyset pages, kept counts and indexed search of the staff lists (decision 037).
  const lists = new StaffLists(d);
  const sessions = new SessionsService(d);
  const downloads = new DownloadLinks(d, sessions);
  // The media library and pictures in articles' text (decision 048); every write of an article or
  // vacancy keeps a revision, and drafts and history read them (decision 045).
  const media = new MediaService(d, uploads);
  const history = new RevisionStore(d.db);
  const articles = new ArticlesService(d, lists, media, history);
  const vacancies = new VacanciesService(d, history);
  const drafts = new DraftsService(d, history, articles, vacancies);
  const leads = new LeadsService(d, uploads, lists, downloads);
  // Two-factor sign-in (decision 031): the factors, the policy and the step after the password.
  const limits = new SignInLimits(d);
  const challenges = new Challenges(d.db);
  const totp = new TotpFactor(d, challenges);
  const passkeys = new PasskeyFactor(d, challenges);
  const policy = new TwoFactorPolicy(d.db);
  const events = new TwoFactorEvents(d.log);
  const signIn = new SignInService(d, sessions, limits, challenges, totp, passkeys, policy, events);
  const mailFailures = new MailFailuresService(d);
  const stages = new StagesService(d);
  return {
    auth: new AuthService(d, sessions, limits, signIn),
    sessions,
    signIn,
    /** One person, many leads: grouping by address, merges (decision 058). */
    people: new PeopleService(d),
    /** The inbox at work: unread counts, bulk actions, saved filters, one search (decision 059). */
    inboxWork: new InboxWorkService(d, leads, lists),
    savedFilters: new SavedFiltersService(d),
    staffSearch: new StaffSearchService(d, lists),
    twoFactor: new TwoFactorService(d, sessions, signIn, challenges, totp, passkeys, policy, events),
    challenges,
    policy,
    users: new UsersService(d),
    /** API keys for programs (decision 060). */
    apiKeys: new ApiKeysService(d),
    /** Invitations of colleagues (decision 061). */
    /** Assignees, notes and follow-ups of leads (decisions 054, 055), and each lead's timeline. */
    leadWork: new LeadWorkService(d),
    followUps: new LeadFollowUpsService(d),
    timeline: new LeadTimelineService(d.db),
    invitations: new InvitationsService(d),
    articles,
    vacancies,
    drafts,
    /** The admin lists of articles and vacancies: any order, filters, bulk actions (decision 047). */
    recordLists: new RecordListsService(d, lists, articles, vacancies),
    /** Publishing, unpublishing and closing at a set time (decision 046). */
    schedules: new SchedulesService(d, articles, vacancies, drafts),
    /** RSS, Atom and JSON Feed of the blog, and the job feeds (decision 063). */
    feeds: new FeedsService(d, articles, vacancies),
    uploads,
    media,
    leads,
    /** The pipelines' stages, moving leads through them and the board (decision 052). */
    stages,
    leadStages: new LeadStagesService(d, stages, lists),
    /** Candidates' ratings and scorecards (decision 053). */
    ratings: new RatingsService(d),
    /** Applications per hiring stage of one vacancy (the vacancy list; decision 053). */
    vacancyStages: (viewer: Viewer | null, vacancyIds: readonly string[]) =>
      vacancyStageCounts(d.db, viewer, vacancyIds),
    mailFailures,
    /** A fresh bot-check challenge for whoever asks (the forms solve it while people type). */
    botCheckChallenge: (actor: Actor) => d.botCheck.challenge(actor.ip),
    audit: new AuditService(d, lists, downloads),
    /** Who a download link stands for (the exports' doors check it; decision 037). */
    downloads,
    dataRequests: new DataRequestsService(d),
    /** Visitors' privacy requests from /privacy, proven by a link, answered from Visitors' data (decision 057). */
    privacyRequests: new PrivacyRequestsService(d),
    /** Replies to leads from their page and the templates they start from (decision 056). */
    replies: new RepliesService(d),
    replyTemplates: new ReplyTemplatesService(d),
    retention: new RetentionService(d),
    /** Preview links, comments and approvals, and the owner's approval rule (decision 049). */
    reviews: new ReviewsService(d),
    /** Webhook endpoints, their delivery log, resend and test (decision 062). */
    webhooks: new WebhooksService(d),
    /**
     * What the dashboard shows first: each area's count from the service that owns it, for the
     * areas this viewer may see (null = not theirs).
     */
    async dashboard(viewer: Viewer | null) {
      const v = requireViewer(viewer);
      const mine = <T>(permission: Permission, read: () => Promise<T>) =>
        viewerCan(v, permission) ? read() : null;
      const [
        articleCount,
        vacancyCount,
        newContactRequests,
        newJobApplications,
        mail,
        contactSources,
        applicationSources,
      ] = await Promise.all([
        mine('manageArticles', () => articles.count(v)),
        mine('manageVacancies', () => vacancies.count(v)),
        mine('readContactRequests', () => leads.countNew(v, 'contact')),
        mine('readJobApplications', () => leads.countNew(v, 'application')),
        mine('readMailFailures', () => mailFailures.summary(v)),
        mine('readContactRequests', () => leads.countBySource(v, 'contact')),
        mine('readJobApplications', () => leads.countBySource(v, 'application')),
      ]);
      return {
        articleCount,
        vacancyCount,
        newContactRequests,
        newJobApplications,
        failedEmailCount: mail?.count ?? null,
        failedEmails: mail?.recent ?? null,
        contactRequestSources: contactSources,
        jobApplicationSources: applicationSources,
      };
    },
  };
}
