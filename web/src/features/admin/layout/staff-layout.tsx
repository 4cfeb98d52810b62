import { can, ROLE_OPTIONS, type Permission } from '@agency/schema/roles';
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { Viewer } from '../auth/viewer';
import { signOut } from '../auth/viewer';
import styles from './staff-layout.module.css';
import { useScrollEdges } from './use-scroll-edges';
import { SearchDialog } from './search-dialog';
import { useUnreadCounts } from './use-unread-counts';

type NavItem = {
  to:
    | '/admin-panel'
    | '/admin-panel/articles'
    | '/admin-panel/vacancies'
    | '/admin-panel/media'
    | '/admin-panel/users'
    | '/admin-panel/activity'
    | '/admin-panel/api-keys'
    | '/admin-panel/webhooks'
    | '/admin-panel/data-requests'
    | '/admin-panel/reply-templates'
    | '/admin-panel/inbox/contact-requests'
    | '/admin-panel/inbox/job-applications'
    | '/admin-panel/stages'
    | '/admin-panel/profile';
  label: string;
  permission?: Permission;
  /** Which inbox's NEW count the item shows. */
  unread?: 'contact' | 'application';
};

// The menu shows only what the signed-in person may open; the route guards hold the same table.
const NAV: NavItem[] = [
  { to: '/admin-panel', label: 'Dashboard' },
  { to: '/admin-panel/articles', label: 'Articles', permission: 'manageArticles' },
  { to: '/admin-panel/media', label: 'Media', permission: 'manageArticles' },
  { to: '/admin-panel/vacancies', label: 'Vacancies', permission: 'manageVacancies' },
  {
    to: '/admin-panel/inbox/contact-requests',
    label: 'Contact requests',
    permission: 'readContactRequests',
    unread: 'contact',
  },
  {
    to: '/admin-panel/inbox/job-applications',
    label: 'Applications',
    permission: 'readJobApplications',
    unread: 'application',
  },
  { to: '/admin-panel/webhooks', label: 'Webhooks', permission: 'manageWebhooks' },
  { to: '/admin-panel/stages', label: 'Pipeline stages', permission: 'manageStages' },
  { to: '/admin-panel/reply-templates', label: 'Reply templates', permission: 'manageReplyTemplates' },
  { to: '/admin-panel/users', label: 'Users', permission: 'manageUsers' },
  { to: '/admin-panel/data-requests', label: "Visitors' data", permission: 'handleDataRequests' },
  { to: '/admin-panel/activity', label: 'Activity', permission: 'readAuditLog' },
  { to: '/admin-panel/api-keys', label: 'API keys', permission: 'manageApiKeys' },
  { to: '/admin-panel/profile', label: 'Profile' },
];

/** The spec's role names for a set of roles, e.g. 'COPYWRITER + HR'. */
export function roleLabel(roles: readonly string[]): string {
  const match = ROLE_OPTIONS.find(
    (option) => option.roles.length === roles.length && option.roles.every((r) => roles.includes(r)),
  );
  return match?.label ?? roles.join(' + ');
}

export function StaffLayout({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const menu = useRef<HTMLUListElement>(null);
  const pathname = useLocation().pathname;
  useScrollEdges(menu, pathname);
  const unread = useUnreadCounts(pathname);
  const logout = async () => {
    await signOut();
    await navigate({ to: '/admin-panel/login' });
  };

  return (
    <div className={styles.layout}>
      <header className={styles.bar}>
        <Link to="/admin-panel" className={styles.brand}>
          Admin area
        </Link>
        <SearchDialog />
        <div className={styles.who}>
          <span>
            {viewer.name} <span className={styles.role}>{roleLabel(viewer.roles)}</span>
          </span>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </header>
      <nav aria-label="Admin" className={styles.nav}>
        <ul ref={menu}>
          {NAV.filter((item) => !item.permission || can(viewer.roles, item.permission)).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className={styles.navLink}
                activeOptions={{ exact: item.to === '/admin-panel', includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {item.label}
                {item.unread && unread[item.unread] ? (
                  <span className={styles.unread}>
                    {' '}
                    {unread[item.unread]}
                    <span className={styles.visuallyHidden}> new</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
