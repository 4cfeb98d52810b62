// App and web screens of the social, dating, fashion store, TV streaming and events cases: phone
// screens in a 360 x 780 space, laptop screens in a 1280 x 800 space.
import {
  avatar,
  bars,
  browserBar,
  circle,
  ellipse,
  group,
  line,
  path,
  pill,
  rect,
  statusBar,
  tabBar,
} from './kit.mjs';

export const heart = (cx, cy, s, fill) =>
  path(
    `M${cx} ${cy + 12 * s}L${cx - 13 * s} ${cy}C${cx - 20 * s} ${cy - 8 * s} ${cx - 10 * s} ${cy - 18 * s} ${cx} ${cy - 8 * s}C${cx + 10 * s} ${cy - 18 * s} ${cx + 20 * s} ${cy - 8 * s} ${cx + 13 * s} ${cy}Z`,
    fill,
  );

const photo = (doc, x, y, w, h, a, b, rx = 16, sun = '#fff7d6') => {
  const clip = doc.clip(rect(x, y, w, h, '#000', rx));
  return group(
    '',
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        [
          [0, a],
          [1, b],
        ],
        0,
        0,
        0.4,
        1,
      ),
    ) +
      circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.13, sun, 'opacity=".85"') +
      path(
        `M${x} ${y + h * 0.85}L${x + w * 0.35} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.75}L${x + w * 0.8} ${y + h * 0.55}L${x + w} ${y + h * 0.8}V${y + h}H${x}Z`,
        '#0b1b2b',
        'opacity=".28"',
      ),
    `clip-path="${clip}"`,
  );
};

/* ---------- Rainbow: social network ---------- */
const RAINBOW = [
  [0, '#ef4444'],
  [0.2, '#f59e0b'],
  [0.4, '#eab308'],
  [0.6, '#22c55e'],
  [0.8, '#3b82f6'],
  [1, '#a855f7'],
];

export const rainbow = {
  palette: { primary: '#7c3aed', secondary: '#f43f5e', light: '#faf5ff', deep: '#1e1b4b', accent: '#f59e0b' },
  bg: '#ffffff',
  main(doc, p) {
    const ring = doc.linear(RAINBOW);
    const skins = ['#f1c9a5', '#8d5a3b', '#e0ac85', '#c68b63', '#f5d0b5'];
    return (
      statusBar(p.deep) +
      rect(24, 60, 120, 20, doc.linear(RAINBOW, 0, 0, 1, 0), 10) +
      circle(286, 70, 14, 'none', `stroke="${p.deep}" stroke-width="3"`) +
      heart(326, 72, 0.9, 'none').replace('fill="none"', `fill="none" stroke="${p.deep}" stroke-width="3"`) +
      skins
        .map(
          (skin, i) =>
            circle(52 + i * 70, 136, 31, ring) +
            avatar(
              doc,
              52 + i * 70,
              136,
              27,
              '#f5f3ff',
              skin,
              ['#7c3aed', '#f43f5e', '#0ea5e9', '#22c55e', '#f59e0b'][i],
              '#1f1308',
            ) +
            rect(32 + i * 70, 176, 40, 7, '#a1a1aa', 3.5),
        )
        .join('') +
      avatar(doc, 44, 230, 20, p.light, '#e0ac85', p.secondary, '#27160c') +
      bars(74, 220, [110, 70], p.deep, 9, 16) +
      photo(doc, 0, 264, 360, 300, '#818cf8', '#f472b6', 0) +
      heart(36, 598, 1.1, p.secondary) +
      circle(84, 598, 11, 'none', `stroke="${p.deep}" stroke-width="3"`) +
      path('M120 590l22 8-22 8z', 'none', `stroke="${p.deep}" stroke-width="3" stroke-linejoin="round"`) +
      bars(20, 628, [120, 300, 220], p.deep, 9, 18) +
      tabBar(700, 5, 0, '#ffffff', '#d4d4d8', p.primary)
    );
  },
  profile(doc, p) {
    const pairs = [
      ['#f59e0b', '#ef4444'],
      ['#22c55e', '#0ea5e9'],
      ['#a855f7', '#ec4899'],
      ['#3b82f6', '#22d3ee'],
      ['#eab308', '#f97316'],
      ['#f43f5e', '#7c3aed'],
      ['#14b8a6', '#84cc16'],
      ['#6366f1', '#f472b6'],
      ['#fb923c', '#facc15'],
    ];
    return (
      rect(0, 0, 360, 180, doc.linear(RAINBOW, 0, 0, 1, 1)) +
      statusBar('#ffffff') +
      circle(180, 190, 56, '#ffffff') +
      circle(180, 190, 52, doc.linear(RAINBOW)) +
      avatar(doc, 180, 190, 46, '#faf5ff', '#c68b63', p.primary, '#1f1308') +
      bars(
        110,
        258,
        [140, 100].map((w) => w),
        p.deep,
        12,
        22,
      ).replace('x="110" y="280"', 'x="130" y="280"') +
      [0, 1, 2]
        .map((i) => rect(46 + i * 100, 318, 60, 14, p.deep, 7) + rect(52 + i * 100, 340, 48, 8, '#a1a1aa', 4))
        .join('') +
      pill(40, 370, 180, 40, p.primary, '#ffffff') +
      pill(232, 370, 88, 40, p.light, p.primary) +
      pairs
        .map(([a, b], i) => photo(doc, 2 + (i % 3) * 119, 430 + Math.floor(i / 3) * 119, 117, 117, a, b, 0))
        .join('')
    );
  },
  groups(doc, p) {
    const colours = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
    return (
      statusBar(p.deep) +
      bars(24, 62, [150], p.deep, 14) +
      rect(20, 96, 320, 44, '#f4f4f5', 22) +
      rect(56, 113, 130, 10, '#a1a1aa', 5) +
      colours
        .map((c, i) => {
          const y = 160 + i * 88;
          return (
            rect(
              20,
              y + 6,
              64,
              64,
              doc.linear([
                [0, c],
                [1, colours[(i + 2) % 6]],
              ]),
              20,
            ) +
            circle(52, y + 38, 14, '#ffffff', 'opacity=".85"') +
            bars(100, y + 16, [140, 200], i ? '#71717a' : p.deep, 10, 22) +
            (i < 3 ? circle(322, y + 24, 11, p.secondary) : rect(300, y + 18, 36, 9, '#d4d4d8', 4.5))
          );
        })
        .join('') +
      tabBar(700, 5, 3, '#ffffff', '#d4d4d8', p.primary)
    );
  },
};

/* ---------- Halves: dating ---------- */
const profileCard = (doc, x, y, w, h, a, b, skin, shirt, hair) => {
  const clip = doc.clip(rect(x, y, w, h, '#000', 28));
  return group(
    '',
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        [
          [0, a],
          [1, b],
        ],
        0,
        0,
        0.3,
        1,
      ),
    ) +
      ellipse(x + w / 2, y + h * 0.98, w * 0.44, h * 0.32, shirt) +
      circle(x + w / 2, y + h * 0.46, w * 0.2, skin) +
      path(
        `M${x + w * 0.28} ${y + h * 0.5}Q${x + w * 0.26} ${y + h * 0.22} ${x + w / 2} ${y + h * 0.22}Q${x + w * 0.76} ${y + h * 0.22} ${x + w * 0.72} ${y + h * 0.56}Q${x + w * 0.7} ${y + h * 0.36} ${x + w / 2} ${y + h * 0.33}Q${x + w * 0.3} ${y + h * 0.36} ${x + w * 0.28} ${y + h * 0.5}Z`,
        hair,
      ) +
      rect(
        x,
        y + h * 0.62,
        w,
        h * 0.38,
        doc.linear(
          [
            [0, '#000', 0],
            [1, '#000', 0.7],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
    `clip-path="${clip}"`,
  );
};

export const halves = {
  palette: { primary: '#e11d48', secondary: '#fb923c', light: '#fff1f2', deep: '#3f0d1a', accent: '#f472b6' },
  bg: '#fff5f6',
  main(doc, p) {
    return (
      statusBar(p.deep) +
      heart(
        40,
        72,
        1.2,
        doc.linear([
          [0, p.primary],
          [1, p.secondary],
        ]),
      ) +
      rect(64, 64, 90, 14, p.deep, 7) +
      circle(322, 72, 18, '#ffffff') +
      rect(44, 112, 272, 470, '#fecdd3', 28) +
      rect(32, 104, 296, 470, '#fda4af', 28, 'opacity=".6"') +
      profileCard(doc, 20, 96, 320, 480, '#fbcfe8', '#fb7185', '#e0ac85', '#7c3aed', '#3b2314') +
      bars(44, 480, [150, 100], '#ffffff', 16, 28) +
      [0, 1, 2].map((i) => rect(44 + i * 82, 540, 72, 24, 'rgba(255,255,255,.2)', 12)).join('') +
      circle(88, 650, 34, '#ffffff', 'stroke="#fecdd3" stroke-width="2"') +
      path(
        'M76 638l24 24M100 638l-24 24',
        'none',
        'stroke="#9ca3af" stroke-width="5" stroke-linecap="round"',
      ) +
      circle(
        180,
        650,
        44,
        doc.linear([
          [0, p.primary],
          [1, p.secondary],
        ]),
      ) +
      heart(180, 652, 1.5, '#ffffff') +
      circle(272, 650, 34, '#ffffff', 'stroke="#fecdd3" stroke-width="2"') +
      path('M272 632l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z', '#f59e0b') +
      tabBar(716, 4, 0, '#ffffff', '#fecdd3', p.primary)
    );
  },
  match(doc, p) {
    return (
      rect(
        0,
        0,
        360,
        780,
        doc.linear(
          [
            [0, p.primary],
            [1, p.secondary],
          ],
          0,
          0,
          0.4,
          1,
        ),
      ) +
      statusBar('#ffffff') +
      circle(70, 120, 90, '#ffffff', 'opacity=".08"') +
      circle(320, 640, 120, '#ffffff', 'opacity=".08"') +
      bars(
        80,
        150,
        [200, 140].map((w) => w),
        '#ffffff',
        18,
        32,
      ).replace('x="80" y="182"', 'x="110" y="182"') +
      group(
        'rotate(-8 130 330)',
        rect(50, 250, 160, 210, '#ffffff', 24) +
          profileCard(doc, 58, 258, 144, 194, '#fde68a', '#fb923c', '#f1c9a5', '#0ea5e9', '#7c4a1d'),
      ) +
      group(
        'rotate(8 230 350)',
        rect(150, 270, 160, 210, '#ffffff', 24) +
          profileCard(doc, 158, 278, 144, 194, '#c4b5fd', '#f472b6', '#8d5a3b', '#e11d48', '#111111'),
      ) +
      circle(180, 470, 34, '#ffffff') +
      heart(180, 472, 1.3, p.primary) +
      pill(40, 560, 280, 56, '#ffffff', p.primary) +
      pill(40, 632, 280, 56, 'rgba(255,255,255,.15)', '#ffffff')
    );
  },
  chat(doc, p) {
    const bubble = (mine, y, w) =>
      rect(
        mine ? 340 - w : 20,
        y,
        w,
        48,
        mine
          ? doc.linear([
              [0, p.primary],
              [1, p.secondary],
            ])
          : '#ffffff',
        20,
      ) + rect(mine ? 356 - w : 36, y + 19, w - 40, 10, mine ? '#ffffff' : '#d4a5ae', 5);
    return (
      statusBar(p.deep) +
      rect(0, 44, 360, 76, '#ffffff') +
      path('M30 82l10-10M30 82l10 10', 'none', `stroke="${p.deep}" stroke-width="3" stroke-linecap="round"`) +
      avatar(doc, 84, 82, 24, p.light, '#f1c9a5', '#0ea5e9', '#7c4a1d') +
      bars(118, 70, [90, 60], p.deep, 10, 18) +
      circle(318, 82, 14, p.light) +
      bubble(false, 150, 200) +
      bubble(true, 212, 170) +
      bubble(false, 274, 240) +
      bubble(true, 336, 220) +
      rect(20, 404, 180, 130, '#ffffff', 20) +
      rect(
        30,
        414,
        160,
        110,
        doc.linear([
          [0, '#fde68a'],
          [1, '#fb923c'],
        ]),
        14,
      ) +
      circle(140, 450, 16, '#fff7d6') +
      bubble(true, 552, 150) +
      rect(0, 690, 360, 90, '#ffffff') +
      rect(20, 708, 260, 48, p.light, 24) +
      rect(40, 727, 120, 10, '#d4a5ae', 5) +
      circle(314, 732, 24, p.primary) +
      path('M304 732h18M316 724l8 8-8 8', 'none', 'stroke="#fff" stroke-width="3" stroke-linecap="round"')
    );
  },
};

/* ---------- Tailors: made-to-measure e-commerce ---------- */
export const jacket = (cx, y, s, fill, trim) =>
  path(
    `M${cx - 22 * s} ${y}L${cx - 60 * s} ${y + 14 * s}L${cx - 72 * s} ${y + 120 * s}L${cx - 54 * s} ${y + 122 * s}L${cx - 50 * s} ${y + 70 * s}L${cx - 50 * s} ${y + 150 * s}H${cx + 50 * s}L${cx + 50 * s} ${y + 70 * s}L${cx + 54 * s} ${y + 122 * s}L${cx + 72 * s} ${y + 120 * s}L${cx + 60 * s} ${y + 14 * s}L${cx + 22 * s} ${y}L${cx} ${y + 60 * s}Z`,
    fill,
  ) +
  path(
    `M${cx - 22 * s} ${y}L${cx} ${y + 60 * s}L${cx + 22 * s} ${y}L${cx + 10 * s} ${y}L${cx} ${y + 22 * s}L${cx - 10 * s} ${y}Z`,
    trim,
  ) +
  circle(cx, y + 84 * s, 3.2 * s, trim) +
  circle(cx, y + 110 * s, 3.2 * s, trim);

export const tailors = {
  palette: { primary: '#1f2937', secondary: '#c08a53', light: '#faf6f0', deep: '#111827', accent: '#1e3a5f' },
  bg: '#faf6f0',
  fabrics: ['#1e3a5f', '#6b4f3a', '#4b5563', '#9a3412', '#365314', '#c08a53'],
  main(doc, p) {
    const f = this.fabrics;
    return (
      statusBar(p.deep) +
      rect(24, 60, 110, 16, p.deep, 4) +
      circle(300, 68, 12, 'none', `stroke="${p.deep}" stroke-width="3"`) +
      rect(322, 58, 18, 20, 'none', 4, `stroke="${p.deep}" stroke-width="3"`) +
      ['All', 'Suits', 'Shirts', 'Coats']
        .map((_, i) =>
          pill(24 + i * 80, 100, 72, 32, i === 1 ? p.deep : '#ffffff', i === 1 ? '#ffffff' : '#a8a29e'),
        )
        .join('') +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 20 + (i % 2) * 164;
          const y = 152 + Math.floor(i / 2) * 268;
          return (
            rect(x, y, 156, 200, i % 2 ? '#efe6da' : '#e9e3dc', 18) +
            jacket(x + 78, y + 28, 0.9, f[i], '#f5f5f4') +
            circle(x + 134, y + 22, 12, '#ffffff') +
            bars(x + 4, y + 214, [120, 60], p.deep, 10, 20)
          );
        })
        .join('') +
      tabBar(716, 4, 0, '#ffffff', '#d6d3d1', p.deep)
    );
  },
  product(doc, p) {
    const f = this.fabrics;
    return (
      rect(0, 0, 360, 420, '#ede4d8') +
      statusBar(p.deep) +
      jacket(180, 96, 1.9, f[0], '#f5f5f4') +
      [0, 1, 2].map((i) => circle(160 + i * 20, 400, 4, i === 0 ? p.deep : '#a8a29e')).join('') +
      bars(24, 444, [200, 90], p.deep, 14, 26) +
      rect(250, 470, 86, 16, p.secondary, 8) +
      bars(24, 516, [110], '#78716c', 9) +
      f
        .map((c, i) =>
          circle(44 + i * 52, 562, 20, c, i === 0 ? `stroke="${p.secondary}" stroke-width="4"` : ''),
        )
        .join('') +
      [0, 1, 2, 3]
        .map((i) =>
          pill(24 + i * 80, 604, 70, 36, i === 2 ? p.deep : '#ffffff', i === 2 ? '#ffffff' : '#a8a29e'),
        )
        .join('') +
      pill(24, 672, 312, 56, p.deep, '#ffffff')
    );
  },
  measure(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 62, [180, 130], p.deep, 12, 22) +
      rect(20, 116, 320, 460, '#ffffff', 24) +
      circle(180, 170, 26, '#e7ded2') +
      path(
        'M130 206Q180 192 230 206L250 330L234 334L222 250L224 540H190L180 380L170 540H136L138 250L126 334L110 330Z',
        '#e7ded2',
      ) +
      [
        [222, 'Chest'],
        [290, 'Waist'],
        [360, 'Hips'],
      ]
        .map(
          ([y]) =>
            line(120, y, 240, y, p.secondary, 3, 'stroke-dasharray="8 6"') +
            rect(252, y - 12, 72, 24, p.light, 12) +
            rect(264, y - 4, 48, 8, p.secondary, 4),
        )
        .join('') +
      line(96, 206, 96, 540, p.accent, 3, 'stroke-dasharray="8 6"') +
      rect(34, 360, 52, 24, '#e0e7ff', 12) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(20, 596 + i * 36, 320, 28, '#ffffff', 10) +
            rect(36, 605 + i * 36, 100, 10, '#a8a29e', 5) +
            rect(268, 605 + i * 36, 56, 10, p.deep, 5),
        )
        .join('') +
      pill(20, 712, 320, 50, p.secondary, '#ffffff')
    );
  },
  web(doc, p) {
    const f = this.fabrics;
    return (
      browserBar('#f5f5f4', ['#f87171', '#fbbf24', '#34d399'], '#ffffff') +
      rect(0, 52, 1280, 748, '#faf6f0') +
      rect(60, 84, 140, 24, p.deep, 4) +
      [0, 1, 2, 3].map((i) => rect(480 + i * 110, 90, 80, 12, '#78716c', 6)).join('') +
      rect(1140, 84, 80, 26, p.deep, 13) +
      rect(
        60,
        140,
        1160,
        340,
        doc.linear(
          [
            [0, '#ede4d8'],
            [1, '#d6c3a8'],
          ],
          0,
          0,
          1,
          0,
        ),
        24,
      ) +
      bars(120, 220, [360, 280], p.deep, 28, 48) +
      bars(120, 330, [300, 240], '#78716c', 12, 24) +
      pill(120, 400, 190, 52, p.deep, '#ffffff') +
      jacket(900, 170, 1.9, f[0], '#f5f5f4') +
      jacket(1080, 200, 1.5, f[1], '#f5f5f4') +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            rect(60 + i * 236, 512, 216, 250, '#efe6da', 18) +
            jacket(168 + i * 236, 540, 1.05, f[i + 1], '#f5f5f4') +
            bars(76 + i * 236, 724, [120], p.deep, 10),
        )
        .join('')
    );
  },
};

/* ---------- Israel TV: TV streaming ---------- */
const skyline = (doc, x, y, w, h, variant = 0) => {
  const clip = doc.clip(rect(x, y, w, h, '#000', 12));
  let city = '';
  const widths = [0.08, 0.06, 0.1, 0.07, 0.09, 0.05, 0.08, 0.1, 0.06, 0.09, 0.07, 0.08, 0.07];
  let cx = x;
  widths.forEach((f, i) => {
    const bh = h * (0.22 + (((i * 37 + variant * 11) % 10) / 10) * 0.4);
    city += rect(cx, y + h - bh, w * f - 3, bh, '#0b1530', 0);
    cx += w * f;
  });
  return group(
    '',
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        [
          [0, variant % 2 ? '#1d4ed8' : '#7c3aed'],
          [0.6, '#f97316'],
          [1, '#fde68a'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
      circle(x + w * 0.62, y + h * 0.62, h * 0.16, '#fff7d6', 'opacity=".9"') +
      city,
    `clip-path="${clip}"`,
  );
};

export const israel = {
  palette: { primary: '#2563eb', secondary: '#38bdf8', light: '#eff6ff', deep: '#0a0f1e', accent: '#ef4444' },
  bg: '#0a0f1e',
  main(doc, p) {
    const logos = ['#2563eb', '#ef4444', '#f59e0b', '#10b981', '#a855f7', '#0ea5e9'];
    return (
      rect(0, 0, 360, 780, p.deep) +
      statusBar('#e2e8f0') +
      skyline(doc, 0, 50, 360, 210, 0) +
      rect(16, 66, 56, 22, p.accent, 6) +
      rect(26, 74, 36, 6, '#ffffff', 3) +
      rect(16, 236, 328, 4, 'rgba(255,255,255,.3)', 2) +
      rect(16, 236, 240, 4, p.accent, 2) +
      bars(20, 268, [200, 130], '#f1f5f9', 13, 24) +
      [0, 1, 2, 3]
        .map((i) =>
          pill(20 + i * 82, 328, 74, 30, i === 0 ? p.primary : '#172036', i === 0 ? '#ffffff' : '#64748b'),
        )
        .join('') +
      logos
        .map((c, i) => {
          const y = 378 + i * 66;
          return (
            rect(16, y, 328, 56, i === 0 ? '#15203b' : '#0f172a', 14) +
            rect(28, y + 10, 52, 36, c, 10) +
            rect(40, y + 24, 28, 8, '#ffffff', 4) +
            bars(94, y + 12, [150, 90], i === 0 ? '#f1f5f9' : '#94a3b8', 9, 18) +
            rect(254, y + 22, 76, 5, '#1e293b', 2.5) +
            rect(254, y + 22, 20 + ((i * 13) % 50), 5, p.secondary, 2.5)
          );
        })
        .join('')
    );
  },
  guide(doc, p) {
    const rows = [
      [90, 130, 80],
      [150, 70, 110],
      [60, 120, 140],
      [110, 110, 90],
      [80, 160, 70],
      [130, 90, 100],
      [70, 100, 150],
    ];
    return (
      rect(0, 0, 360, 780, p.deep) +
      statusBar('#e2e8f0') +
      bars(20, 62, [130], '#f1f5f9', 14) +
      [0, 1, 2, 3, 4]
        .map((i) =>
          pill(20 + i * 66, 96, 58, 30, i === 1 ? p.primary : '#172036', i === 1 ? '#ffffff' : '#64748b'),
        )
        .join('') +
      [0, 1, 2].map((i) => rect(90 + i * 96, 148, 40, 8, '#64748b', 4)).join('') +
      rows
        .map((widths, r) => {
          const y = 172 + r * 74;
          let x = 84;
          let out =
            rect(16, y, 60, 64, '#15203b', 12) +
            rect(
              30,
              y + 24,
              32,
              16,
              ['#2563eb', '#ef4444', '#f59e0b', '#10b981', '#a855f7', '#0ea5e9', '#f43f5e'][r],
              5,
            );
          widths.forEach((w, k) => {
            const live = k === 0 && r % 3 === 0;
            out +=
              rect(x, y, w - 6, 64, live ? p.primary : '#131c33', 12) +
              rect(x + 12, y + 16, Math.max(w - 40, 20), 9, live ? '#ffffff' : '#94a3b8', 4.5) +
              rect(x + 12, y + 36, Math.max(w - 70, 16), 7, live ? '#bfdbfe' : '#475569', 3.5);
            x += w;
          });
          return out;
        })
        .join('') +
      line(166, 140, 166, 690, p.accent, 2) +
      circle(166, 140, 5, p.accent) +
      tabBar(700, 4, 1, '#0f172a', '#334155', p.secondary)
    );
  },
  show(doc, p) {
    return (
      rect(0, 0, 360, 780, p.deep) +
      skyline(doc, 0, 0, 360, 330, 1) +
      rect(
        0,
        180,
        360,
        150,
        doc.linear(
          [
            [0, p.deep, 0],
            [1, p.deep, 1],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      statusBar('#ffffff') +
      bars(24, 250, [220, 140], '#ffffff', 16, 28) +
      pill(24, 320, 150, 46, p.primary, '#ffffff') +
      pill(186, 320, 150, 46, '#172036', '#94a3b8') +
      [0, 1, 2]
        .map((i) =>
          pill(24 + i * 84, 392, 76, 30, i === 0 ? '#f1f5f9' : '#172036', i === 0 ? p.deep : '#64748b'),
        )
        .join('') +
      [0, 1, 2, 3]
        .map((i) => {
          const y = 440 + i * 82;
          return (
            skyline(doc, 24, y, 120, 68, i) +
            circle(84, y + 34, 14, 'rgba(255,255,255,.85)') +
            bars(158, y + 12, [150, 110], i === 0 ? '#f1f5f9' : '#94a3b8', 9, 18) +
            rect(158, y + 52, 120, 4, '#1e293b', 2) +
            rect(158, y + 52, [120, 60, 0, 0][i] || 1, 4, p.secondary, 2)
          );
        })
        .join('')
    );
  },
  web(doc, p) {
    return (
      browserBar('#111827', ['#f87171', '#fbbf24', '#34d399'], '#1f2937') +
      rect(0, 52, 1280, 748, p.deep) +
      rect(40, 80, 120, 22, '#f1f5f9', 5) +
      [0, 1, 2, 3]
        .map((i) => rect(220 + i * 100, 86, 70, 10, i === 0 ? p.secondary : '#64748b', 5))
        .join('') +
      circle(1220, 91, 16, p.primary) +
      skyline(doc, 40, 124, 1200, 380, 1) +
      rect(
        40,
        124,
        1200,
        380,
        doc.linear(
          [
            [0, '#000', 0.7],
            [0.55, '#000', 0],
          ],
          0,
          0,
          1,
          0,
        ),
        12,
      ) +
      rect(80, 170, 70, 26, p.accent, 6) +
      bars(80, 230, [420, 320], '#ffffff', 26, 44) +
      bars(80, 330, [380, 300], '#cbd5e1', 11, 22) +
      pill(80, 400, 180, 52, '#ffffff', p.deep) +
      pill(276, 400, 180, 52, 'rgba(255,255,255,.2)', '#ffffff') +
      bars(40, 536, [200], '#f1f5f9', 14) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            skyline(doc, 40 + i * 244, 570, 224, 130, i) +
            bars(40 + i * 244, 716, [170, 110], '#94a3b8', 10, 20),
        )
        .join('')
    );
  },
};

/* ---------- Joinuz: events progressive web app ---------- */
const stack = (doc, x, y, r, n, skins, shirts) =>
  Array.from(
    { length: n },
    (_, i) =>
      circle(x + i * r * 1.3, y, r + 3, '#ffffff') +
      avatar(
        doc,
        x + i * r * 1.3,
        y,
        r,
        '#ede9fe',
        skins[i % skins.length],
        shirts[i % shirts.length],
        '#27160c',
      ),
  ).join('');

const SKINS = ['#f1c9a5', '#8d5a3b', '#e0ac85', '#c68b63'];
const SHIRTS = ['#7c3aed', '#fb7185', '#0ea5e9', '#facc15'];

const eventCard = (doc, x, y, w, h, a, b, p) =>
  rect(x, y, w, h, '#ffffff', 20) +
  photo(doc, x + 10, y + 10, w - 20, h * 0.5, a, b, 14) +
  rect(x + 22, y + 22, 44, 50, '#ffffff', 12) +
  rect(x + 32, y + 32, 24, 8, p.secondary, 4) +
  rect(x + 30, y + 48, 28, 14, p.deep, 5) +
  bars(x + 18, y + h * 0.5 + 26, [w * 0.6, w * 0.4], p.deep, 10, 20) +
  stack(doc, x + 32, y + h - 30, 13, 3, SKINS, SHIRTS) +
  pill(x + w - 96, y + h - 48, 80, 34, p.primary, '#ffffff');

export const joinuz = {
  palette: { primary: '#6d28d9', secondary: '#fb7185', light: '#f5f3ff', deep: '#1e1045', accent: '#facc15' },
  bg: '#f5f3ff',
  main(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 60, [110, 170], p.deep, 12, 22) +
      avatar(doc, 316, 72, 22, '#ede9fe', '#e0ac85', p.secondary, '#27160c') +
      rect(20, 116, 320, 46, '#ffffff', 23) +
      circle(46, 139, 8, 'none', `stroke="${p.primary}" stroke-width="3"`) +
      rect(64, 134, 140, 10, '#c4b5fd', 5) +
      ['All', 'Sport', 'Music', 'Tech']
        .map((_, i) =>
          pill(20 + i * 82, 178, 74, 32, i === 1 ? p.primary : '#ffffff', i === 1 ? '#ffffff' : '#a78bfa'),
        )
        .join('') +
      eventCard(doc, 20, 228, 320, 250, '#a78bfa', '#fb7185', p) +
      eventCard(doc, 20, 494, 320, 250, '#fde68a', '#34d399', p)
    );
  },
  detail(doc, p) {
    return (
      rect(0, 0, 360, 300, '#e9e5f7') +
      path('M0 90L360 40V70L0 122Z', '#ffffff') +
      path('M140 0L200 300H168L110 0Z', '#ffffff') +
      path('M0 220Q180 170 360 240V262Q180 196 0 244Z', '#ffffff') +
      ellipse(290, 170, 60, 40, '#d9f99d') +
      statusBar(p.deep) +
      path('M180 170L162 140A24 24 0 1 1 198 140Z', p.primary) +
      circle(180, 126, 9, '#ffffff') +
      rect(0, 270, 360, 510, '#ffffff', 30) +
      bars(24, 300, [240, 160], p.deep, 15, 28) +
      [0, 1]
        .map(
          (i) =>
            rect(24 + i * 160, 366, 148, 62, p.light, 16) +
            circle(52 + i * 160, 397, 14, i ? p.secondary : p.primary) +
            bars(76 + i * 160, 384, [70, 48], p.deep, 9, 18),
        )
        .join('') +
      bars(24, 452, [312, 300, 260, 180], '#a1a1aa', 9, 18) +
      stack(doc, 44, 560, 18, 5, SKINS, SHIRTS) +
      rect(200, 552, 110, 14, '#a78bfa', 7) +
      rect(0, 630, 360, 150, '#ffffff') +
      rect(24, 648, 90, 12, p.deep, 6) +
      rect(24, 670, 60, 9, '#a1a1aa', 4.5) +
      pill(150, 644, 186, 56, p.primary, '#ffffff')
    );
  },
  install(doc, p) {
    return (
      rect(
        0,
        0,
        360,
        780,
        doc.linear(
          [
            [0, p.primary],
            [1, p.deep],
          ],
          0,
          0,
          0.3,
          1,
        ),
      ) +
      statusBar('#ffffff') +
      circle(300, 160, 120, '#ffffff', 'opacity=".06"') +
      circle(60, 560, 140, p.secondary, 'opacity=".18"') +
      rect(120, 150, 120, 120, '#ffffff', 30) +
      circle(162, 202, 16, p.primary) +
      circle(198, 202, 16, p.secondary) +
      path('M150 236Q180 256 210 236', 'none', `stroke="${p.deep}" stroke-width="6" stroke-linecap="round"`) +
      bars(
        70,
        310,
        [220, 160].map((w) => w),
        '#ffffff',
        16,
        30,
      ).replace('x="70" y="340"', 'x="100" y="340"') +
      rect(20, 430, 320, 190, '#ffffff', 26) +
      [0, 1, 2]
        .map(
          (i) =>
            circle(56, 476 + i * 50, 14, [p.accent, p.secondary, '#a78bfa'][i]) +
            bars(84, 468 + i * 50, [200], p.deep, 10),
        )
        .join('') +
      pill(20, 652, 320, 56, p.accent, p.deep)
    );
  },
  web(doc, p) {
    return (
      browserBar('#ede9fe', ['#f87171', '#fbbf24', '#34d399'], '#ffffff') +
      rect(1140, 17, 110, 20, p.primary, 10) +
      rect(0, 52, 1280, 748, p.light) +
      rect(40, 80, 130, 26, p.primary, 6) +
      rect(300, 76, 460, 40, '#ffffff', 20) +
      circle(326, 96, 8, 'none', `stroke="${p.primary}" stroke-width="3"`) +
      rect(346, 91, 200, 10, '#c4b5fd', 5) +
      avatar(doc, 1220, 96, 22, '#ede9fe', '#e0ac85', p.secondary, '#27160c') +
      ['All', 'Sport', 'Music', 'Tech', 'Kids', 'Outdoors']
        .map((_, i) =>
          pill(40 + i * 108, 140, 96, 34, i === 0 ? p.primary : '#ffffff', i === 0 ? '#ffffff' : '#a78bfa'),
        )
        .join('') +
      [
        ['#a78bfa', '#fb7185'],
        ['#fde68a', '#34d399'],
        ['#7dd3fc', '#6366f1'],
        ['#fdba74', '#f43f5e'],
      ]
        .map(([a, b], i) =>
          eventCard(doc, 40 + (i % 2) * 372, 200 + Math.floor(i / 2) * 292, 356, 276, a, b, p),
        )
        .join('') +
      rect(800, 200, 440, 568, '#e9e5f7', 20) +
      path('M800 330L1240 270V300L800 362Z', '#ffffff') +
      path('M950 200L1030 768H996L918 200Z', '#ffffff') +
      path('M800 560Q1020 500 1240 590V616Q1020 530 800 588Z', '#ffffff') +
      ellipse(1150, 440, 70, 48, '#d9f99d') +
      [
        [900, 290],
        [1100, 380],
        [980, 520],
        [1160, 660],
      ]
        .map(
          ([x, y], i) =>
            path(
              `M${x} ${y + 30}L${x - 18} ${y}A24 24 0 1 1 ${x + 18} ${y}Z`,
              i === 1 ? p.secondary : p.primary,
            ) + circle(x, y - 12, 8, '#ffffff'),
        )
        .join('')
    );
  },
};
