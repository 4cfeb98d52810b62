import type { ReactNode } from 'react';
import type { AdvantageIcon } from '../../content/careers';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const paths: Record<AdvantageIcon, ReactNode> = {
  // A sun over a horizon: time off.
  vacation: (
    <>
      <circle cx="24" cy="22" r="7" {...stroke} />
      <path d="M24 7v4M24 33v2M9 22h4M35 22h4M13.4 11.4l2.8 2.8M31.8 11.4l-2.8 2.8" {...stroke} />
      <path d="M6 40c6-4 12-4 18 0s12 4 18 0" {...stroke} />
    </>
  ),
  // A heart with a pulse line: sick days.
  health: (
    <>
      <path d="M24 40S7 30 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 12-17 22-17 22z" {...stroke} />
      <path d="M12 23h7l3-5 4 9 3-4h7" {...stroke} />
    </>
  ),
  // Two speech bubbles: English courses.
  english: (
    <>
      <path d="M6 10h22v14H15l-6 5v-5H6z" {...stroke} />
      <path d="M32 18h10v14h-3v5l-6-5H20v-4" {...stroke} />
      <path d="M12 16h10M12 20h6" {...stroke} />
    </>
  ),
  // A graduation cap: discounted classes.
  growth: (
    <>
      <path d="M4 18l20-9 20 9-20 9z" {...stroke} />
      <path d="M12 22v9c0 3 6 6 12 6s12-3 12-6v-9" {...stroke} />
      <path d="M44 18v10" {...stroke} />
    </>
  ),
  // A clock: flexible hours.
  flexible: (
    <>
      <circle cx="24" cy="24" r="17" {...stroke} />
      <path d="M24 14v10l7 5" {...stroke} />
    </>
  ),
  // Two people, one larger: mentoring.
  mentor: (
    <>
      <circle cx="17" cy="15" r="6" {...stroke} />
      <path d="M6 38c0-7 5-12 11-12s11 5 11 12" {...stroke} />
      <circle cx="34" cy="20" r="4.5" {...stroke} />
      <path d="M29 38c0-5 2-9 6-9s7 4 7 9" {...stroke} />
    </>
  ),
};

/** The drawn icon of an advantage card; decorative, the card's title says the same. */
export function AdvantageIconSvg({ icon, className }: { icon: AdvantageIcon; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      {paths[icon]}
    </svg>
  );
}
