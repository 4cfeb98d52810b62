import type { ReactNode } from 'react';
import { ICON_STROKE } from '../../components/icon-cards/icon-cards';
import type { AdvantageIcon } from '../../content/careers';

/** The drawings of the careers page's advantage cards. */
export const advantageIcons: Record<AdvantageIcon, ReactNode> = {
  // A sun over a horizon: time off.
  vacation: (
    <>
      <circle cx="24" cy="22" r="7" {...ICON_STROKE} />
      <path d="M24 7v4M24 33v2M9 22h4M35 22h4M13.4 11.4l2.8 2.8M31.8 11.4l-2.8 2.8" {...ICON_STROKE} />
      <path d="M6 40c6-4 12-4 18 0s12 4 18 0" {...ICON_STROKE} />
    </>
  ),
  // A heart with a pulse line: sick days.
  health: (
    <>
      <path d="M24 40S7 30 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 12-17 22-17 22z" {...ICON_STROKE} />
      <path d="M12 23h7l3-5 4 9 3-4h7" {...ICON_STROKE} />
    </>
  ),
  // Two speech bubbles: English courses.
  english: (
    <>
      <path d="M6 10h22v14H15l-6 5v-5H6z" {...ICON_STROKE} />
      <path d="M32 18h10v14h-3v5l-6-5H20v-4" {...ICON_STROKE} />
      <path d="M12 16h10M12 20h6" {...ICON_STROKE} />
    </>
  ),
  // A graduation cap: discounted classes.
  growth: (
    <>
      <path d="M4 18l20-9 20 9-20 9z" {...ICON_STROKE} />
      <path d="M12 22v9c0 3 6 6 12 6s12-3 12-6v-9" {...ICON_STROKE} />
      <path d="M44 18v10" {...ICON_STROKE} />
    </>
  ),
  // A clock: flexible hours.
  flexible: (
    <>
      <circle cx="24" cy="24" r="17" {...ICON_STROKE} />
      <path d="M24 14v10l7 5" {...ICON_STROKE} />
    </>
  ),
  // Two people, one larger: mentoring.
  mentor: (
    <>
      <circle cx="17" cy="15" r="6" {...ICON_STROKE} />
      <path d="M6 38c0-7 5-12 11-12s11 5 11 12" {...ICON_STROKE} />
      <circle cx="34" cy="20" r="4.5" {...ICON_STROKE} />
      <path d="M29 38c0-5 2-9 6-9s7 4 7 9" {...ICON_STROKE} />
    </>
  ),
};
