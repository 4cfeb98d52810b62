#!/usr/bin/env node
// `npm run bench:web`: the web budgets of the site issues, measured on the real product.
//   - first-load JavaScript per page (every script the page loads until the network is idle,
//     gzip-compressed size), budget 150 KB
//   - Lighthouse (mobile defaults, Debian Chromium): performance, accessibility, best practices, SEO;
//     the run with the median performance of LIGHTHOUSE_RUNS (default 3)
//   - long tasks: in Lighthouse's run (its total blocking time, its long-tasks audit) and in the page
//     itself under a 4x CPU slowdown (PerformanceObserver 'longtask' over the Chrome DevTools
//     Protocol): how many tasks ran over 50 ms and the longest. Counts and durations move less
//     with a busy machine than the score does.
//   - axe-core: serious and critical violations
//   - the page's h1 in the server HTML (before any script)
// It prints a table; it asserts nothing (budgets are read by people, not by the test suite).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = process.env.BENCH_PORT ?? '3190';
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
// Every public page by default: the fixed pages, then each case page, the first blog article and
// the first vacancy's page as linked from /cases, /blog and /careers.
const FIXED_PAGES = [
  '/',
  '/company',
  '/cases',
  '/services',
  '/services/outsource',
  '/services/outstaff',
  '/services/ddt',
  '/careers',
  '/privacy',
  '/blog',
  '/cases/aqua-pal/privacy-policy',
];
const BUDGET_KB = 150;

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve-for-e2e.mjs')], {
    env: { ...process.env, E2E_PORT: port, E2E_WEB_OUT: 'dist' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(base)) {
      scripts.set(
        res.url(),
        res.body().then((b) => gzipSync(b, { level: 9 }).length),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length };
}

async function axeCount(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const results = await new AxeBuilder({ page }).analyze();
  await context.close();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return { count: bad.length, ids: bad.map((v) => v.id) };
}

// Lighthouse's mobile CPU slowdown; the page's own long tasks are counted under the same factor.
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Long tasks from navigation until a moment after hydration, in a phone-sized page at 4x. */
async function pageLongTasks(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const tasks = (window.__longTasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  });
  // Work React or the page defers past the commit (passive effects, idle callbacks).
  await page.waitForTimeout(3000);
  const durations = await page.evaluate(() => window.__longTasks);
  await context.close();
  return {
    count: durations.filter((d) => d > LONG_TASK_MS).length,
    longest: Math.max(0, ...durations),
    blocking: durations.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
  };
}

/** The run with the median longest task of LIGHTHOUSE_RUNS. */
async function pageLongTasksMedian(browser, url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await pageLongTasks(browser, url));
  runs.sort((a, b) => a.longest - b.longest);
  return runs[Math.floor(runs.length / 2)];
}

// Lighthouse's own guidance: one run varies by several points, so take the median of a few.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(url));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  // LIGHTHOUSE_REPORT_DIR keeps the median run's full report (metrics, opportunities) for diagnosis.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`),
      JSON.stringify(median.lhr),
    );
  }
  const { lhr: _report, ...scores } = median;
  return scores;
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      lhr: result.lhr,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: result.lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: result.lhr.audits['total-blocking-time']?.numericValue,
      // The audit's durations are Lighthouse's estimates for its simulated slow phone.
      longTasks: (() => {
        const items = result.lhr.audits['long-tasks']?.details?.items ?? [];
        return { count: items.length, longest: Math.max(0, ...items.map((item) => item.duration)) };
      })(),
      cls: result.lhr.audits['cumulative-layout-shift']?.numericValue,
      failing: result.lhr.runtimeError
        ? [`runtime error: ${result.lhr.runtimeError.code}`, ...failing]
        : failing,
    };
  } finally {
    await chrome.kill();
  }
}

async function linkedPages(from, pattern, limit) {
  const html = await (await fetch(`${base}${from}`)).text();
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"#?]+)"/g)].map((m) => m[1]);
  return [...new Set(hrefs.filter((href) => pattern.test(href)))].slice(0, limit);
}

const server = await startServer();
const pages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
  : [
      ...FIXED_PAGES,
      ...(await linkedPages('/cases', /^\/cases\/[a-z-]+$/, 20)),
      ...(await linkedPages('/blog', /^\/blog\/[a-z0-9-]+$/, 1)),
      ...(await linkedPages('/careers', /^\/careers\/[a-z0-9-]+$/, 1)),
    ];
const browser = await chromium.launch({
  executablePath,
  args: chromeFlags.filter((f) => !f.startsWith('--headless')),
});
const rows = [];
try {
  for (const p of pages) {
    const url = `${base}${p}`;
    const res = await fetch(url);
    const html = await res.text();
    const h1 = res.ok && /<h1[\s>]/.test(html);
    const js = await firstLoadJs(browser, url);
    const axe = await axeCount(browser, url);
    const lh = await lighthouseMedian(url);
    const tasks = await pageLongTasksMedian(browser, url);
    rows.push({ page: p, h1, js, axe, lh, tasks });
    process.stderr.write(`measured ${p}\n`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\nWeb budgets (first-load JS budget ${BUDGET_KB} KB gzip; Lighthouse mobile)`);
console.log(
  `TBT, LH >50, LH max: Lighthouse's total blocking time (ms), its long tasks and the longest (simulated);`,
);
console.log(
  `4x >50, 4x max, 4x blk: the page's own tasks over ${LONG_TASK_MS} ms at ${CPU_SLOWDOWN}x CPU slowdown, the longest, the time over ${LONG_TASK_MS} ms summed`,
);
console.log(
  pad('page', 32),
  pad('h1 in HTML', 11),
  pad('JS KB gz', 10),
  pad('perf', 5),
  pad('a11y', 5),
  pad('bp', 5),
  pad('seo', 5),
  pad('LCP', 8),
  pad('CLS', 6),
  pad('TBT', 6),
  pad('LH >50', 7),
  pad('LH max', 7),
  pad('4x >50', 7),
  pad('4x max', 7),
  pad('4x blk', 7),
  'axe serious+critical',
);
for (const r of rows) {
  console.log(
    pad(r.page, 32),
    pad(r.h1 ? 'yes' : 'NO', 11),
    pad(`${r.js.kb.toFixed(1)}${r.js.kb > BUDGET_KB ? ' !' : ''}`, 10),
    pad(r.lh.performance, 5),
    pad(r.lh.accessibility, 5),
    pad(r.lh.bestPractices, 5),
    pad(r.lh.seo, 5),
    pad(r.lh.lcp ?? '-', 8),
    pad(r.lh.cls?.toFixed(3) ?? '-', 6),
    pad(Math.round(r.lh.tbt ?? 0), 6),
    pad(r.lh.longTasks.count, 7),
    pad(Math.round(r.lh.longTasks.longest), 7),
    pad(r.tasks.count, 7),
    pad(Math.round(r.tasks.longest), 7),
    pad(Math.round(r.tasks.blocking), 7),
    r.axe.count ? `${r.axe.count} (${r.axe.ids.join(', ')})` : '0',
  );
  if (r.lh.failing.length) console.log(`  failing audits: ${r.lh.failing.join(', ')}`);
}
