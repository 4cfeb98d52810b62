import type { ReactNode } from 'react';
import { ICON_STROKE } from '../../components/icon-cards/icon-cards';
import type { ReasonIcon } from '../../content/services';

/** The drawings of the services overview's reason cards. */
export const reasonIcons: Record<ReasonIcon, ReactNode> = {
  // A rising bar chart with a star: senior engineers.
  seniors: (
    <>
      <path d="M8 40V28M18 40V20M28 40V14" {...ICON_STROKE} />
      <path d="M38 6l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" {...ICON_STROKE} />
    </>
  ),
  // A heart in a speech bubble: clients who stay.
  satisfaction: (
    <>
      <path
        d="M8 8h32a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H22l-8 8v-8H8a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z"
        {...ICON_STROKE}
      />
      <path d="M24 28s-7-4-7-9a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 5-7 9-7 9z" {...ICON_STROKE} />
    </>
  ),
  // A stopwatch: a fast start.
  speed: (
    <>
      <circle cx="24" cy="27" r="15" {...ICON_STROKE} />
      <path d="M24 27l6-6M20 6h8M24 6v6M38 12l3 3" {...ICON_STROKE} />
    </>
  ),
  // A clipboard with ticks: nothing hidden.
  transparency: (
    <>
      <rect x="10" y="8" width="28" height="34" rx="4" {...ICON_STROKE} />
      <path d="M18 8V5h12v3M16 20l3 3 5-5M16 32l3 3 5-5M28 21h5M28 33h5" {...ICON_STROKE} />
    </>
  ),
};
