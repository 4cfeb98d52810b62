import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const token = process.argv[2];
await ctx.addInitScript((t) => { sessionStorage.setItem('preloader','off'); localStorage.setItem('acceptAllCookies','true'); localStorage.setItem('token', t); }, token);
const p = await ctx.newPage();
for (const r of ['/admin-panel/articles', '/admin-panel/inbox/contact-requests', '/admin-panel/inbox/board/contact', '/admin-panel/inbox/lead/contact/cr1', '/admin-panel/webhooks', '/admin-panel/api-keys', '/admin-panel/users', '/admin-panel/stages', '/admin-panel/reply-templates', '/admin-panel/people/contact-cr1', '/admin-panel/data-requests']) {
  await p.goto('http://127.0.0.1:3310' + r, { waitUntil: 'networkidle' });
  const w = await p.evaluate(() => { const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391).slice(0, 3).map(e => e.tagName + '.' + e.className.toString().slice(0, 40)); return [document.documentElement.scrollWidth, wide]; });
  console.log(r, JSON.stringify(w));
}
await b.close();
