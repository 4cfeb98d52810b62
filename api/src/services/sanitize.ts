import DOMPurify from 'isomorphic-dompurify';

/**
 * Rich text from staff (articles, vacancies) is stored sanitised and sanitised again on display.
 * Links opening a new tab get rel="noopener noreferrer".
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
