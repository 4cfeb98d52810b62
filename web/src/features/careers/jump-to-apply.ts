/** Scrolls to the application form: smoothly, unless the visitor asked for less motion. */
export function scrollToApply(): void {
  const target = document.getElementById('apply');
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
