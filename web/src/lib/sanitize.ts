import DOMPurify from 'isomorphic-dompurify';

/**
 * Staff-written HTML (vacancies, articles) is sanitised by the API on write and again here before
 * it is shown, so a bad row in the database still cannot run script in a visitor's browser.
 * isomorphic-dompurify resolves to plain DOMPurify in the browser build and to DOMPurify over
 * jsdom on the server. Callers import this module with import() so it stays off first-load JS:
 * loaders sanitise, the server dehydrates the clean HTML, and hydration never needs DOMPurify.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links that open a new tab must not hand the page a reference to ours.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    // Forms inside rich text could post anywhere or imitate our own forms.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
