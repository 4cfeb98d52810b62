import { HERO_TIMING_ATTRIBUTE } from '../lib/hero-timing';

/**
 * The page's scripts start loading once its main image has painted (decision 032). The server HTML
 * is the whole page, links included, so a visitor on a slow phone sees the hero and the words first
 * and React takes over a moment later, instead of the image sharing the bandwidth and the main
 * thread with all of the page's JavaScript. The document carries no modulepreload or module
 * <script>: the root route's inline script below adds them, with the chunks of the matched routes
 * (each route's own inline script appends its files to the same list before the hero is done).
 */

/** Modulepreload links added per task (issue 25). */
export const PRELOADS_PER_TASK = 8;

/**
 * Runs in the browser as inline text, allowed by its hash in the page's CSP. Plain JavaScript in a
 * string: the server build's compiler may wrap functions in helpers the page lacks. It finds the
 * hero by the attribute lib/hero-timing.ts puts on it.
 */
const BOOT = `(function (entry, files) {
  var BATCH = ${PRELOADS_PER_TASK};
  var chunks = (self.__pageChunks = files.slice());
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var next = 0;
    // A few preloads per task: adding them all at once was one long task on a slow phone. The next
    // task comes by a message, not a timer, which a test's paused page clock would hold.
    var channel = self.MessageChannel ? new MessageChannel() : null;
    function later(fn) {
      if (!channel) return setTimeout(fn, 0);
      channel.port1.onmessage = fn;
      channel.port2.postMessage(0);
    }
    (function batch() {
      chunks.slice(next, (next += BATCH)).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
      if (next < chunks.length) return later(batch);
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.body.appendChild(script);
    })();
  }
  // The page's main image: the one the web app marks for element timing (components/picture).
  var hero = document.querySelector('img[${HERO_TIMING_ATTRIBUTE}]');
  var types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var type = hero ? 'element' : 'paint';
  if (types.indexOf(type) >= 0) {
    // The browser says when it has painted the hero (element timing) or, without one, the first
    // content: signals of its renderer, not timers, so a page clock a test has paused holds nothing.
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (e) {
        return hero ? e.element === hero : e.name === 'first-contentful-paint';
      });
      if (painted) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: type, buffered: true });
  }
  // Elsewhere: once the hero has loaded (or the page has, without one), after the next frame.
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (!hero) addEventListener('load', afterPaint, { once: true });
  else if (hero.complete) afterPaint();
  else {
    hero.addEventListener('load', afterPaint, { once: true });
    hero.addEventListener('error', afterPaint, { once: true });
  }
  // A hero that is never painted (scrolled away, a tab in the background) waits no longer.
  setTimeout(start, 3000);
})`;

/**
 * As sent: without the comments and line breaks. The text goes out twice per page (the script, and
 * the router's copy of its manifest for hydration), and every statement above ends in `;` or `}`.
 */
const BOOT_SENT = BOOT.replace(/^\s*\/\/.*\n/gm, '').replace(/\n\s*/g, '');

/** The root route's script: the entry file and the shell's chunks. */
export function bootScript(entry: string, files: string[]): string {
  return `${BOOT_SENT}(${JSON.stringify(entry)},${JSON.stringify(files)})`;
}

/** A route's script: its own chunks, joined to the list before the boot script starts loading. */
export function routeChunksScript(files: string[]): string {
  return `self.__pageChunks.push.apply(self.__pageChunks,${JSON.stringify(files)})`;
}
