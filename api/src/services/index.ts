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
      const [articleCount, vacancyCount, newContactRequests, newJobApplications] = await Promise.all([
        can(v.roles, 'manageArticles') ? d.db.article.count() : null,
        can(v.roles, 'manageVacancies') ? d.db.vacancy.count() : null,
        can(v.roles, 'readContactRequests') ? leads.countNew(v, 'contact') : null,
        can(v.roles, 'readJobApplications') ? leads.countNew(v, 'application') : null,
      ]);
      return { articleCount, vacancyCount, newContactRequests, newJobApplications };
    },
  };
}
