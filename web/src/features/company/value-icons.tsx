import type { ReactNode } from 'react';
import type { CompanyValueIcon } from '../../content/company';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const paths: Record<CompanyValueIcon, ReactNode> = {
  // A flag on a hill: owning the outcome.
  ownership: (
    <>
      <path d="M6 40c8-10 16-14 24-10s10 6 12 10" {...stroke} />
      <path d="M22 32V8" {...stroke} />
      <path d="M22 9h16l-4 6 4 6H22" {...stroke} />
    </>
  ),
  // An open eye: nothing hidden.
  openness: (
    <>
      <path d="M4 24s7-12 20-12 20 12 20 12-7 12-20 12S4 24 4 24z" {...stroke} />
      <circle cx="24" cy="24" r="6" {...stroke} />
    </>
  ),
  // Angle brackets around a spark: code made with care.
  craft: (
    <>
      <path d="M15 14L5 24l10 10M33 14l10 10-10 10" {...stroke} />
      <path d="M24 15v18M15 24h18M18 18l12 12M30 18L18 30" {...stroke} strokeWidth={2} />
    </>
  ),
};

export function ValueIcon({ icon, className }: { icon: CompanyValueIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[icon]}
    </svg>
  );
}
