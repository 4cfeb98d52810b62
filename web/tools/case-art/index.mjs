#!/usr/bin/env node
// Draws the case artwork into web/src/art/cases: per case a banner and an alternate banner
// (1366 x 720) and gallery images (768 x 576). Run `node web/tools/case-art/index.mjs` after
// changing a screen or a composition; the SVG files it writes are what the site imports. It lives
// outside web/src because nothing of it ships: only its output does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circle, Doc, floatCard, group, laptop, LAPTOP, path as shape, PHONE, phone, rect } from './kit.mjs';
import { aqua, bolt, drop, joyn, play, saqure, startup, zise, ziksen } from './screens-a.mjs';
import { halves, heart, israel, jacket, joinuz, rainbow, tailors } from './screens-b.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/art/cases');

/** Each case: its screens (main first), an optional web screen and the glyph of its app icon. */
const CASES = {
  joinuz: {
    app: joinuz,
    phones: ['main', 'detail', 'install'],
    web: true,
    glyph: (x, y) =>
      circle(x - 22, y - 10, 16, '#fff') +
      circle(x + 22, y - 10, 16, '#fff') +
      shape(
        `M${x - 34} ${y + 22}Q${x} ${y + 50} ${x + 34} ${y + 22}`,
        'none',
        'stroke="#fff" stroke-width="10" stroke-linecap="round"',
      ),
  },
  zise: {
    app: zise,
    phones: ['main', 'chart', 'send'],
    glyph: (x, y) =>
      rect(x - 50, y - 32, 100, 64, 'none', 14, 'stroke="#fff" stroke-width="9"') +
      rect(x + 8, y - 10, 42, 20, '#fff', 10),
  },
  'aqua-pal': {
    app: aqua,
    phones: ['main', 'stats', 'reminders'],
    glyph: (x, y) => drop(x, y - 6, 2.8, '#fff'),
  },
  joyn: { app: joyn, phones: ['main', 'charging', 'list'], glyph: (x, y) => bolt(x, y, 3.4, '#fff') },
  'israel-tv': {
    app: israel,
    phones: ['main', 'guide', 'show'],
    web: true,
    glyph: (x, y) =>
      rect(x - 52, y - 30, 104, 70, 'none', 12, 'stroke="#fff" stroke-width="9"') +
      shape(
        `M${x - 22} ${y - 56}L${x} ${y - 32}L${x + 22} ${y - 56}`,
        'none',
        'stroke="#fff" stroke-width="8" stroke-linecap="round"',
      ),
  },
  'startup-show': {
    app: startup,
    phones: ['main', 'player', 'detail'],
    glyph: (x, y) => play(x + 4, y, 4, '#fff'),
  },
  tailors: {
    app: tailors,
    phones: ['main', 'product', 'measure'],
    web: true,
    glyph: (x, y) => jacket(x, y - 44, 0.62, '#fff', tailors.palette.secondary),
  },
  ziksen: {
    app: ziksen,
    phones: ['main', 'library', 'artist'],
    glyph: (x, y) =>
      circle(x - 14, y + 26, 20, '#fff') +
      rect(x + 1, y - 46, 10, 74, '#fff', 3) +
      shape(
        `M${x + 6} ${y - 46}Q${x + 40} ${y - 36} ${x + 34} ${y - 6}`,
        'none',
        'stroke="#fff" stroke-width="9" stroke-linecap="round"',
      ),
  },
  saqure: {
    app: saqure,
    phones: ['main', 'body', 'therapists'],
    glyph: (x, y) =>
      [-40, 0, 40]
        .map((a) =>
          group(
            `rotate(${a} ${x} ${y + 30})`,
            shape(
              `M${x} ${y + 30}C${x - 26} ${y} ${x - 16} ${y - 36} ${x} ${y - 50}C${x + 16} ${y - 36} ${x + 26} ${y} ${x} ${y + 30}Z`,
              '#fff',
              'opacity=".9"',
            ),
          ),
        )
        .join(''),
  },
  rainbow: {
    app: rainbow,
    phones: ['main', 'profile', 'groups'],
    glyph: (x, y) =>
      [52, 38, 24]
        .map((r) =>
          shape(
            `M${x - r} ${y + 24}A${r} ${r} 0 0 1 ${x + r} ${y + 24}`,
            'none',
            'stroke="#fff" stroke-width="10" stroke-linecap="round"',
          ),
        )
        .join(''),
  },
  halves: { app: halves, phones: ['main', 'match', 'chat'], glyph: (x, y) => heart(x, y, 3.2, '#fff') },
};

const screenOf = (doc, app, name) => app[name](doc, app.palette);

function decorations(doc, p, dark) {
  const ink = dark ? '#ffffff' : p.primary;
  let dots = '';
  for (let i = 0; i < 6; i += 1)
    for (let j = 0; j < 4; j += 1) dots += circle(84 + i * 26, 96 + j * 26, 3, ink, 'opacity=".25"');
  return (
    circle(1190, 90, 250, ink, 'opacity=".07"') +
    circle(1190, 90, 330, 'none', `stroke="${ink}" stroke-opacity=".14" stroke-width="2"`) +
    circle(150, 700, 210, ink, 'opacity=".06"') +
    dots
  );
}

function icon(doc, x, y, size, p, glyph) {
  const s = size / 180;
  return (
    rect(x + 8, y + 14, size, size, '#0b1b2b', size * 0.24, 'opacity=".14"') +
    rect(
      x,
      y,
      size,
      size,
      doc.linear([
        [0, p.primary],
        [1, p.secondary],
      ]),
      size * 0.24,
    ) +
    group(`translate(${x} ${y}) scale(${s})`, glyph(90, 90))
  );
}

function banner(slug, spec) {
  const { app } = spec;
  const p = app.palette;
  const doc = new Doc(1366, 720);
  let body =
    rect(
      0,
      0,
      1366,
      720,
      doc.linear([
        [0, p.deep],
        [0.55, p.primary],
        [1, p.secondary],
      ]),
    ) + decorations(doc, p, true);
  const [main, second, third] = spec.phones;
  if (spec.web) {
    body +=
      laptop(doc, { x: 130, y: 120, w: 880, screen: screenOf(doc, app, 'web'), bg: app.bg }) +
      phone(doc, { x: 940, y: 176, w: 236, screen: screenOf(doc, app, main), bg: app.bg }) +
      floatCard(doc, 1010, 70, 250, 76, { accent: p.secondary });
  } else {
    body +=
      phone(doc, { x: 350, y: 176, w: 220, rotate: -8, screen: screenOf(doc, app, second), bg: app.bg }) +
      phone(doc, { x: 796, y: 176, w: 220, rotate: 8, screen: screenOf(doc, app, third), bg: app.bg }) +
      phone(doc, { x: 553, y: 86, w: 260, screen: screenOf(doc, app, main), bg: app.bg }) +
      floatCard(doc, 110, 330, 250, 76, { accent: p.secondary }) +
      floatCard(doc, 1020, 470, 250, 76, { accent: p.accent, lines: [0.5, 0.7] });
  }
  return doc.render(body);
}

function alternateBanner(slug, spec) {
  const { app } = spec;
  const p = app.palette;
  const doc = new Doc(1366, 720);
  const [main, second, third] = spec.phones;
  const body =
    rect(
      0,
      0,
      1366,
      720,
      doc.linear(
        [
          [0, '#ffffff'],
          [1, p.light],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    shape(
      'M700 0H1366V720H640Q560 560 690 420T700 0Z',
      doc.linear(
        [
          [0, p.primary],
          [1, p.secondary],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(1270, 620, 150, '#ffffff', 'opacity=".1"') +
    circle(700, 90, 46, p.secondary, 'opacity=".35"') +
    decorations(doc, p, false) +
    icon(doc, 120, 140, 180, p, spec.glyph) +
    floatCard(doc, 120, 380, 380, 80, { accent: p.primary, lines: [0.7, 0.45] }) +
    floatCard(doc, 190, 480, 380, 80, { accent: p.secondary, lines: [0.55, 0.8] }) +
    floatCard(doc, 120, 580, 380, 80, { accent: p.accent, lines: [0.8, 0.5] }) +
    phone(doc, { x: 1010, y: 150, w: 230, rotate: 10, screen: screenOf(doc, app, third), bg: app.bg }) +
    phone(doc, {
      x: 740,
      y: 76,
      w: 270,
      rotate: -5,
      screen: screenOf(doc, app, spec.web ? second : main),
      bg: app.bg,
    });
  return doc.render(body);
}

function galleryOne(slug, spec) {
  const { app } = spec;
  const p = app.palette;
  const doc = new Doc(768, 576);
  const body =
    rect(
      0,
      0,
      768,
      576,
      doc.linear(
        [
          [0, p.light],
          [1, '#ffffff'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(560, 220, 210, p.secondary, 'opacity=".16"') +
    circle(660, 500, 90, p.primary, 'opacity=".1"') +
    phone(doc, { x: 96, y: 36, w: 240, screen: screenOf(doc, app, spec.phones[1]), bg: app.bg }) +
    floatCard(doc, 390, 150, 320, 80, { accent: p.primary, lines: [0.7, 0.45] }) +
    floatCard(doc, 430, 262, 290, 80, { accent: p.secondary, lines: [0.5, 0.75] }) +
    floatCard(doc, 390, 374, 320, 80, { accent: p.accent, lines: [0.8, 0.4] });
  return doc.render(body);
}

function galleryTwo(slug, spec) {
  const { app } = spec;
  const p = app.palette;
  const doc = new Doc(768, 576);
  const body =
    rect(
      0,
      0,
      768,
      576,
      doc.linear(
        [
          [0, p.deep],
          [1, p.primary],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(620, 120, 180, '#ffffff', 'opacity=".07"') +
    circle(100, 520, 140, p.secondary, 'opacity=".22"') +
    phone(doc, { x: 430, y: 70, w: 212, rotate: 8, screen: screenOf(doc, app, spec.phones[0]), bg: app.bg }) +
    phone(doc, { x: 170, y: 34, w: 240, rotate: -4, screen: screenOf(doc, app, spec.phones[2]), bg: app.bg });
  return doc.render(body);
}

function galleryWeb(slug, spec) {
  const { app } = spec;
  const p = app.palette;
  const doc = new Doc(768, 576);
  const w = 700;
  const h = (w * LAPTOP.height) / LAPTOP.width;
  const body =
    rect(
      0,
      0,
      768,
      576,
      doc.linear(
        [
          [0, '#ffffff'],
          [1, p.light],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    circle(384, 300, 260, p.secondary, 'opacity=".14"') +
    laptop(doc, { x: 34, y: (576 - h) / 2, w, screen: screenOf(doc, app, 'web'), bg: app.bg });
  return doc.render(body);
}

let total = 0;
for (const [slug, spec] of Object.entries(CASES)) {
  const files = {
    [`${slug}-banner.svg`]: banner(slug, spec),
    [`${slug}-banner-alt.svg`]: alternateBanner(slug, spec),
    [`${slug}-gallery-1.svg`]: galleryOne(slug, spec),
    [`${slug}-gallery-2.svg`]: galleryTwo(slug, spec),
    ...(spec.web ? { [`${slug}-gallery-3.svg`]: galleryWeb(slug, spec) } : {}),
  };
  for (const [name, svg] of Object.entries(files)) {
    fs.writeFileSync(path.join(out, name), svg);
    total += svg.length;
  }
}
console.log(
  `wrote ${Object.keys(CASES).length} cases, ${Math.round(total / 1024)} KB of SVG (phone ${PHONE.width}x${PHONE.height})`,
);
