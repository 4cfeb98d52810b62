import { can } from '@agency/schema/roles';
import type { Deps, Viewer } from './deps.ts';
import { requireViewer } from './access.ts';
import { ArticlesService } from './articles.ts';
import { AuthService } from './auth.ts';
import { LeadsService } from './leads.ts';
import { SessionsService } from './sessions.ts';
import { UploadsService } from './uploads.ts';
import { UsersService } from './users.ts';
import { VacanciesService } from './vacancies.ts';

export type Services = ReturnType<typeof createServices>;

/** The business layer. GraphQL resolvers and REST handlers call these and nothing else. */
export function createServices(d: Deps) {
  const uploads = new UploadsService(d);
  const articles = new ArticlesService(d);
  const vacancies = new VacanciesService(d);
  const leads = new LeadsService(d, uploads);
  const sessions = new SessionsService(d);
  return {
    auth: new AuthService(d, sessions),
    sessions,
    users: new UsersService(d),
    articles,
    vacancies,
    uploads,
    leads,
    /** What the dashboard shows first: counts of what this viewer may see (null = not theirs). */
    async dashboard(viewer: Viewer | null) {
      const v = requireViewer(viewer);
      const mail = can(v.roles, 'readMailFailures');
      const [
        articleCount,
        vacancyCount,
        newContactRequests,
        newJobApplications,
        failedEmailCount,
        failedEmails,
      ] = await Promise.all([
        can(v.roles, 'manageArticles') ? d.db.article.count() : null,
        can(v.roles, 'manageVacancies') ? d.db.vacancy.count() : null,
        can(v.roles, 'readContactRequests') ? leads.countNew(v, 'contact') : null,
        can(v.roles, 'readJobApplications') ? leads.countNew(v, 'application') : null,
        // Mail the outbox gave up on (after its retries) is shown here, not only logged.
        mail ? d.db.outboxMessage.count({ where: { status: 'FAILED' } }) : null,
        mail
          ? d.db.outboxMessage.findMany({
              where: { status: 'FAILED' },
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              take: 5,
              select: { id: true, to: true, subject: true, lastError: true, attempts: true, createdAt: true },
            })
          : null,
      ]);
      return {
        articleCount,
        vacancyCount,
        newContactRequests,
        newJobApplications,
        failedEmailCount,
        failedEmails,
      };
    },
  };
}
