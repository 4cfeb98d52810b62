import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeAdminRedirect } from '../../features/admin/auth/guard';
import { LoginPage } from '../../features/admin/auth/login-page';

/** ?redirect= is where a guard sent the person from; followed after sign-in if it stays in the area. */
export type LoginSearch = { redirect?: string | undefined };

export const Route = createFileRoute('/admin-panel/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeAdminRedirect(search['redirect']),
  }),
  head: () => ({ meta: [{ title: 'Sign in · Admin area' }] }),
  // Someone already signed in goes straight on.
  beforeLoad: async ({ search }) => {
    const { loadViewer } = await import('../../features/admin/auth/viewer');
    if (await loadViewer().catch(() => null)) throw redirect({ to: search.redirect ?? '/admin-panel' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} />;
}
