/** The agency's mark and name. `light` is for dark backgrounds (the home page's mobile header). */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <svg
      viewBox="0 0 132 32"
      width="132"
      height="32"
      aria-hidden="true"
      focusable="false"
      style={{ color: light ? '#ffffff' : 'var(--color-ink)' }}
    >
      <rect width="32" height="32" rx="6" fill={light ? '#ffffff' : '#0b1b2b'} />
      <path d="M9 22 16 9l7 13h-4l-3-6-3 6z" fill={light ? '#0b1b2b' : '#28c0e2'} />
      <text
        x="42"
        y="23"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="20"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Agency
      </text>
    </svg>
  );
}

export const BRAND_NAME = 'Agency';
