import { useLoaderData, type LinkProps } from '@tanstack/react-router';

/**
 * `to` of a page link. Some of these pages (company, cases, services, careers, blog) are route
 * files of other areas; a plain string keeps the shell compiling whichever of them exist yet.
 */
export type SitePath = NonNullable<LinkProps['to']>;
export const sitePath = (path: string) => path as SitePath;

export type NavItem = { label: string; to: string };

/** 'Contact us' jumps to the home page's form; on /privacy it only goes home (the footer follows). */
export type ContactTarget = { hash: string | undefined };

export const primaryLinks: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Company', to: '/company' },
  { label: 'Cases', to: '/cases' },
];

export const secondaryLinks: NavItem[] = [
  { label: 'Careers', to: '/careers' },
  { label: 'Privacy', to: '/privacy' },
];

export type ServiceCard = NavItem & { description: string };

export const serviceCards: ServiceCard[] = [
  {
    label: 'Dedicated team',
    to: '/services/ddt',
    description: 'A full team that works only on your product, managed by you.',
  },
  {
    label: 'Outstaff',
    to: '/services/outstaff',
    description: 'Engineers who join your in-house team; we handle hiring and payroll.',
  },
  {
    label: 'Outsource',
    to: '/services/outsource',
    description: 'Hand us the whole project: we plan, build, test and release it.',
  },
];

/**
 * The blog is external when the server has BLOG_URL; otherwise the site's own /blog. The root
 * loader reads it on the server once and the page carries it to the browser.
 */
export function useExternalBlogUrl(): string | undefined {
  return useLoaderData({ from: '__root__' }).blogUrl ?? undefined;
}

/** The services item is blue rather than cyan on these two pages (spec, header). */
export const isBlueServicesPath = (pathname: string) =>
  /^\/services\/(outsource|outstaff)(\/|$)/.test(pathname);

export const isServicesPath = (pathname: string) => /^\/services(\/|$)/.test(pathname);

export const normalisePath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
