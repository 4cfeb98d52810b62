import type { ReactNode } from 'react';
import { ICON_STROKE } from '../../components/icon-cards/icon-cards';
import type { CompanyValueIcon } from '../../content/company';

/** The drawings of the company page's value cards. */
export const valueIcons: Record<CompanyValueIcon, ReactNode> = {
  // A flag on a hill: owning the outcome.
  ownership: (
    <>
      <path d="M6 40c8-10 16-14 24-10s10 6 12 10" {...ICON_STROKE} />
      <path d="M22 32V8" {...ICON_STROKE} />
      <path d="M22 9h16l-4 6 4 6H22" {...ICON_STROKE} />
    </>
  ),
  // An open eye: nothing hidden.
  openness: (
    <>
      <path d="M4 24s7-12 20-12 20 12 20 12-7 12-20 12S4 24 4 24z" {...ICON_STROKE} />
      <circle cx="24" cy="24" r="6" {...ICON_STROKE} />
    </>
  ),
  // Angle brackets around a spark: code made with care.
  craft: (
    <>
      <path d="M15 14L5 24l10 10M33 14l10 10-10 10" {...ICON_STROKE} />
      <path d="M24 15v18M15 24h18M18 18l12 12M30 18L18 30" {...ICON_STROKE} strokeWidth={2} />
    </>
  ),
};
