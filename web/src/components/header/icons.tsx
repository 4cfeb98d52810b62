/** Small inline icons of the header; decorative, the links and buttons carry the names. */
const common = { 'aria-hidden': true, focusable: false } as const;

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 12 8" width="12" height="8">
      <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function ArrowDownIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 12 16" width="12" height="16">
      <path d="M6 1v13M1 9l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...common} viewBox="0 0 24 24" width="24" height="24">
      <path
        d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BurgerIcon() {
  return (
    <svg {...common} viewBox="0 0 24 24" width="28" height="28">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common} viewBox="0 0 24 24" width="28" height="28">
      <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
