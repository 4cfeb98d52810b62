// App screens of the water tracker, EV charging, movie, wallet, music and massage cases, drawn in
// the phone's 360 x 780 screen space with each product's own colours.
import {
  avatar,
  bars,
  circle,
  ellipse,
  group,
  line,
  path,
  pill,
  poly,
  rect,
  ring,
  seeded,
  statusBar,
  tabBar,
  toggle,
} from './kit.mjs';

export const drop = (cx, cy, s, fill) =>
  path(
    `M${cx} ${cy - 22 * s}C${cx + 4 * s} ${cy - 12 * s} ${cx + 16 * s} ${cy - 2 * s} ${cx + 16 * s} ${cy + 8 * s}A${16 * s} ${16 * s} 0 0 1 ${cx - 16 * s} ${cy + 8 * s}C${cx - 16 * s} ${cy - 2 * s} ${cx - 4 * s} ${cy - 12 * s} ${cx} ${cy - 22 * s}Z`,
    fill,
  );

export const bolt = (cx, cy, s, fill) =>
  path(
    poly(
      [
        [cx + 3 * s, cy - 14 * s],
        [cx - 8 * s, cy + 2 * s],
        [cx - 1 * s, cy + 2 * s],
        [cx - 3 * s, cy + 14 * s],
        [cx + 8 * s, cy - 2 * s],
        [cx + 1 * s, cy - 2 * s],
      ],
      true,
    ),
    fill,
  );

export const play = (cx, cy, s, fill) =>
  path(
    poly(
      [
        [cx - 6 * s, cy - 9 * s],
        [cx + 10 * s, cy],
        [cx - 6 * s, cy + 9 * s],
      ],
      true,
    ),
    fill,
  );

export const star = (cx, cy, r, fill) => {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    points.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  return path(poly(points, true), fill);
};

/* ---------- Aqua Pal: water tracker ---------- */
export const aqua = {
  palette: { primary: '#0284c7', secondary: '#22d3ee', light: '#e0f7ff', deep: '#0c4a6e', accent: '#38bdf8' },
  bg: '#f4fbff',
  main(doc, p) {
    const wave = doc.linear(
      [
        [0, p.secondary, 0.5],
        [1, p.primary, 0.35],
      ],
      0,
      0,
      0,
      1,
    );
    return (
      rect(
        0,
        0,
        360,
        780,
        doc.linear(
          [
            [0, p.light],
            [1, '#ffffff'],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      statusBar(p.deep) +
      bars(28, 62, [120, 180], p.deep, 12, 22) +
      circle(318, 70, 20, '#fff', `stroke="${p.accent}" stroke-width="2"`) +
      circle(180, 270, 122, '#ffffff') +
      ring(
        180,
        270,
        104,
        22,
        0.68,
        doc.linear([
          [0, p.secondary],
          [1, p.primary],
        ]),
        '#dbeefa',
      ) +
      drop(180, 238, 1.6, p.primary) +
      rect(140, 290, 80, 14, p.deep, 7) +
      rect(152, 314, 56, 9, '#94b8cc', 4.5) +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 24 + i * 80;
          return (
            rect(
              x,
              430,
              70,
              84,
              '#ffffff',
              16,
              `stroke="${i === 1 ? p.primary : '#dbeefa'}" stroke-width="2"`,
            ) +
            path(`M${x + 22} 450h26l-4 40h-18z`, '#e0f2fe', `stroke="${p.accent}" stroke-width="2"`) +
            rect(x + 25, 470 - i * 4, 20, 18 + i * 4, p.secondary, 2) +
            rect(x + 20, 498, 30, 7, '#94b8cc', 3.5)
          );
        })
        .join('') +
      path('M0 600Q60 570 120 600T240 600T360 600V700H0Z', wave) +
      path(
        'M0 630Q70 600 140 628T280 626T360 622V700H0Z',
        doc.linear(
          [
            [0, p.secondary],
            [1, p.primary],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
      pill(110, 560, 140, 44, p.deep, '#ffffff') +
      tabBar(700, 4, 0, '#ffffff', '#cde3f0', p.primary)
    );
  },
  stats(doc, p) {
    const heights = [120, 168, 96, 190, 150, 210, 132];
    return (
      statusBar(p.deep) +
      bars(28, 62, [150, 90], p.deep, 12, 22) +
      [0, 1, 2]
        .map((i) =>
          pill(28 + i * 104, 120, 96, 34, i === 1 ? p.primary : '#e6f4fb', i === 1 ? '#fff' : '#9cc3d6'),
        )
        .join('') +
      rect(20, 176, 320, 300, '#ffffff', 22, 'stroke="#e2eef5" stroke-width="2"') +
      line(40, 260, 320, 260, p.accent, 2, 'stroke-dasharray="6 8"') +
      heights
        .map(
          (h, i) =>
            rect(
              48 + i * 40,
              446 - h,
              24,
              h,
              i === 5
                ? doc.linear(
                    [
                      [0, p.secondary],
                      [1, p.primary],
                    ],
                    0,
                    0,
                    0,
                    1,
                  )
                : '#cfe9f6',
              8,
            ) + rect(50 + i * 40, 456, 20, 7, '#b7cfdb', 3.5),
        )
        .join('') +
      [0, 1]
        .map(
          (i) =>
            rect(
              20 + i * 166,
              500,
              154,
              120,
              i ? '#ffffff' : p.primary,
              20,
              i ? 'stroke="#e2eef5" stroke-width="2"' : '',
            ) +
            drop(56 + i * 166, 544, 0.9, i ? p.primary : '#ffffff') +
            bars(40 + i * 166, 574, [90, 60], i ? p.deep : '#ffffff', 11, 20),
        )
        .join('') +
      tabBar(700, 4, 1, '#ffffff', '#cde3f0', p.primary)
    );
  },
  reminders(doc, p) {
    return (
      statusBar(p.deep) +
      bars(28, 62, [170, 110], p.deep, 12, 22) +
      rect(
        20,
        118,
        320,
        96,
        doc.linear([
          [0, p.primary],
          [1, p.secondary],
        ]),
        22,
      ) +
      bars(44, 140, [150, 100], '#ffffff', 12, 22) +
      drop(300, 166, 1.2, '#ffffff') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 236 + i * 86;
          return (
            rect(20, y, 320, 72, '#ffffff', 18, 'stroke="#e2eef5" stroke-width="2"') +
            circle(56, y + 36, 18, p.light) +
            circle(56, y + 36, 9, 'none', `stroke="${p.primary}" stroke-width="3"`) +
            bars(90, y + 22, [90, 130], i % 2 ? '#9cc3d6' : p.deep, 10, 20) +
            toggle(278, y + 23, i !== 2, p.primary, '#cfdde6')
          );
        })
        .join('') +
      tabBar(700, 4, 2, '#ffffff', '#cde3f0', p.primary)
    );
  },
};

/* ---------- Joyn: EV charging ---------- */
export const joyn = {
  palette: { primary: '#16a34a', secondary: '#4ade80', light: '#dcfce7', deep: '#0f172a', accent: '#a3e635' },
  bg: '#e9eff3',
  main(doc, p) {
    const pin = (x, y, busy) =>
      path(
        `M${x} ${y + 26}L${x - 14} ${y + 8}A18 18 0 1 1 ${x + 14} ${y + 8}Z`,
        busy ? '#64748b' : p.primary,
      ) + bolt(x, y - 4, 0.6, '#ffffff');
    return (
      rect(0, 0, 360, 780, '#e9eff3') +
      path('M0 140L360 90V130L0 180Z', '#ffffff') +
      path('M120 0L170 780H130L84 0Z', '#ffffff') +
      path('M0 380Q180 330 360 420V452Q180 364 0 412Z', '#ffffff') +
      path('M250 0L300 470H276L228 0Z', '#f8fafc') +
      ellipse(300, 250, 70, 50, '#cde8d3') +
      ellipse(40, 300, 60, 80, '#c7e3f2') +
      statusBar(p.deep) +
      rect(20, 52, 320, 48, '#ffffff', 24, 'stroke="#e2e8f0" stroke-width="2"') +
      circle(46, 76, 9, 'none', `stroke="${p.deep}" stroke-width="3"`) +
      rect(66, 71, 150, 10, '#94a3b8', 5) +
      pin(96, 216, false) +
      pin(210, 170, true) +
      pin(282, 338, false) +
      pin(64, 420, false) +
      circle(176, 300, 30, p.primary, 'opacity=".18"') +
      circle(176, 300, 11, '#2563eb', 'stroke="#fff" stroke-width="4"') +
      rect(0, 470, 360, 310, '#ffffff', 30) +
      rect(150, 482, 60, 6, '#cbd5e1', 3) +
      bars(24, 508, [190, 120], p.deep, 12, 22) +
      rect(262, 500, 74, 30, p.light, 15) +
      rect(276, 511, 46, 8, p.primary, 4) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(
              24 + i * 106,
              560,
              96,
              76,
              i === 0 ? p.light : '#f1f5f9',
              16,
              i === 0 ? `stroke="${p.primary}" stroke-width="2"` : '',
            ) +
            circle(50 + i * 106, 586, 12, i === 0 ? p.primary : '#94a3b8') +
            rect(40 + i * 106, 610, 60, 8, '#64748b', 4),
        )
        .join('') +
      pill(24, 660, 312, 56, p.primary, '#ffffff') +
      bolt(84, 688, 0.8, '#ffffff')
    );
  },
  charging(doc, p) {
    return (
      rect(
        0,
        0,
        360,
        780,
        doc.linear(
          [
            [0, '#111c33'],
            [1, p.deep],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      statusBar('#e2e8f0') +
      bars(28, 64, [140, 90], '#e2e8f0', 12, 22) +
      circle(180, 290, 128, '#ffffff', 'opacity=".04"') +
      ring(
        180,
        290,
        108,
        18,
        0.76,
        doc.linear([
          [0, p.accent],
          [1, p.primary],
        ]),
        '#1e293b',
      ) +
      bolt(180, 250, 1.5, p.secondary) +
      rect(130, 292, 100, 22, '#ffffff', 11) +
      rect(146, 326, 68, 9, '#64748b', 4.5) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(20 + i * 110, 446, 100, 96, '#1e293b', 18) +
            circle(48 + i * 110, 476, 10, [p.secondary, p.accent, '#38bdf8'][i]) +
            rect(36 + i * 110, 500, 62, 12, '#e2e8f0', 6) +
            rect(36 + i * 110, 520, 40, 8, '#64748b', 4),
        )
        .join('') +
      rect(20, 566, 320, 70, '#1e293b', 18) +
      rect(40, 588, 200, 10, '#94a3b8', 5) +
      rect(40, 608, 280, 8, '#334155', 4) +
      rect(40, 608, 196, 8, p.secondary, 4) +
      pill(20, 666, 320, 56, '#ef4444', '#ffffff')
    );
  },
  list(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 62, [150, 100], p.deep, 12, 22) +
      [0, 1, 2]
        .map((i) =>
          pill(24 + i * 104, 116, 96, 34, i === 0 ? p.deep : '#ffffff', i === 0 ? '#fff' : '#94a3b8'),
        )
        .join('') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 170 + i * 104;
          const free = i !== 1;
          return (
            rect(16, y, 328, 92, '#ffffff', 20) +
            rect(32, y + 16, 60, 60, free ? p.light : '#f1f5f9', 16) +
            bolt(62, y + 46, 1, free ? p.primary : '#94a3b8') +
            bars(108, y + 20, [140, 96], i ? '#64748b' : p.deep, 10, 20) +
            circle(114, y + 70, 5, free ? p.primary : '#f59e0b') +
            rect(126, y + 66, 70, 8, '#cbd5e1', 4) +
            rect(270, y + 30, 58, 30, free ? p.light : '#fef3c7', 15) +
            rect(284, y + 41, 30, 8, free ? p.primary : '#d97706', 4)
          );
        })
        .join('') +
      tabBar(708, 4, 1, '#ffffff', '#cbd5e1', p.primary)
    );
  },
};

/* ---------- Startup Show: movie app ---------- */
const scene = (doc, x, y, w, h, colours, variant = 0) => {
  const clip = doc.clip(rect(x, y, w, h, '#000', 14));
  const [a, b, c] = colours;
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
      circle(x + w * (variant % 2 ? 0.28 : 0.72), y + h * 0.38, Math.min(w, h) * 0.16, c, 'opacity=".9"') +
      path(
        `M${x} ${y + h * 0.78}L${x + w * 0.3} ${y + h * 0.5}L${x + w * 0.55} ${y + h * 0.72}L${x + w * 0.75} ${y + h * 0.56}L${x + w} ${y + h * 0.8}V${y + h}H${x}Z`,
        '#000000',
        'opacity=".45"',
      ) +
      rect(
        x,
        y + h * 0.6,
        w,
        h * 0.4,
        doc.linear(
          [
            [0, '#000', 0],
            [1, '#000', 0.75],
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

export const startup = {
  palette: { primary: '#f59e0b', secondary: '#ef4444', light: '#fff7ed', deep: '#0b0b12', accent: '#fb7185' },
  bg: '#0b0b12',
  posters: [
    ['#7c2d12', '#f59e0b', '#fde68a'],
    ['#1e1b4b', '#db2777', '#fbcfe8'],
    ['#064e3b', '#0ea5e9', '#fef9c3'],
    ['#3f1d38', '#ef4444', '#fed7aa'],
    ['#172554', '#22d3ee', '#e0f2fe'],
  ],
  main(doc, p) {
    const posters = this.posters;
    return (
      rect(0, 0, 360, 780, p.deep) +
      statusBar('#e5e7eb') +
      scene(doc, 0, 0, 360, 420, posters[0], 0) +
      statusBar('#ffffff') +
      bars(24, 300, [200, 140], '#ffffff', 14, 26) +
      pill(24, 360, 130, 42, p.primary) +
      play(58, 381, 0.9, p.deep) +
      rect(78, 376, 56, 10, p.deep, 5) +
      pill(166, 360, 110, 42, 'rgba(255,255,255,.2)', '#ffffff') +
      bars(24, 440, [120], '#e5e7eb', 12) +
      [1, 2, 3].map((i) => scene(doc, 24 + (i - 1) * 116, 468, 104, 150, posters[i], i)).join('') +
      bars(24, 638, [100], '#9ca3af', 10) +
      [4, 0].map((i, k) => scene(doc, 24 + k * 170, 660, 160, 90, posters[i], k)).join('')
    );
  },
  player(doc, p) {
    const posters = this.posters;
    return (
      rect(0, 0, 360, 780, p.deep) +
      statusBar('#e5e7eb') +
      scene(doc, 0, 50, 360, 210, posters[1], 1) +
      circle(180, 155, 30, '#ffffff', 'opacity=".9"') +
      play(182, 155, 1.3, p.deep) +
      rect(16, 236, 328, 5, 'rgba(255,255,255,.25)', 2.5) +
      rect(16, 236, 140, 5, p.primary, 2.5) +
      circle(156, 238.5, 8, p.primary) +
      bars(20, 280, [220, 150], '#f3f4f6', 13, 24) +
      [0, 1, 2, 3, 4].map((i) => star(30 + i * 24, 346, 9, i < 4 ? p.primary : '#4b5563')).join('') +
      [0, 1, 2, 3]
        .map((i) => {
          const y = 380 + i * 96;
          return (
            scene(doc, 20, y, 130, 80, posters[(i + 2) % 5], i) +
            bars(166, y + 14, [150, 110, 70], i === 0 ? '#f3f4f6' : '#9ca3af', 10, 20) +
            (i === 0 ? rect(166, y + 66, 80, 4, p.primary, 2) : '')
          );
        })
        .join('')
    );
  },
  detail(doc, p) {
    const posters = this.posters;
    return (
      rect(0, 0, 360, 780, p.deep) +
      scene(doc, 0, 0, 360, 460, posters[3], 1) +
      statusBar('#ffffff') +
      circle(36, 74, 18, 'rgba(0,0,0,.4)') +
      circle(324, 74, 18, 'rgba(0,0,0,.4)') +
      bars(24, 340, [230, 160], '#ffffff', 15, 28) +
      [0, 1, 2].map((i) => rect(24 + i * 76, 404, 66, 26, 'rgba(255,255,255,.15)', 13)).join('') +
      pill(24, 480, 312, 52, p.primary) +
      play(150, 506, 0.9, p.deep) +
      rect(168, 501, 50, 10, p.deep, 5) +
      bars(24, 556, [312, 300, 250], '#6b7280', 9, 18) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            avatar(
              doc,
              52 + i * 64,
              660,
              26,
              ['#374151', '#4b5563', '#1f2937', '#374151', '#4b5563'][i],
              '#f5c9a6',
              ['#ef4444', '#f59e0b', '#6366f1', '#10b981', '#ec4899'][i],
              '#3b2416',
            ) + rect(32 + i * 64, 696, 40, 7, '#6b7280', 3.5),
        )
        .join('')
    );
  },
};

/* ---------- Zise: wallet ---------- */
const card = (doc, x, y, w, h, from, to, ink) =>
  rect(
    x,
    y,
    w,
    h,
    doc.linear([
      [0, from],
      [1, to],
    ]),
    22,
  ) +
  circle(x + w * 0.86, y + h * 0.15, h * 0.65, '#ffffff', 'opacity=".07"') +
  rect(x + 24, y + 26, 42, 32, '#fde68a', 7) +
  line(x + 34, y + 26, x + 34, y + 58, '#d4a017', 1.5) +
  path(
    `M${x + w - 54} ${y + 32}a14 14 0 0 1 0 24M${x + w - 44} ${y + 26}a22 22 0 0 1 0 36`,
    'none',
    `stroke="${ink}" stroke-width="3" stroke-linecap="round"`,
  ) +
  [0, 1, 2, 3].map((i) => rect(x + 24 + i * 62, y + h - 62, 48, 12, ink, 6, 'opacity=".85"')).join('') +
  rect(x + 24, y + h - 34, 90, 9, ink, 4.5, 'opacity=".6"');

export const zise = {
  palette: { primary: '#14325c', secondary: '#c9a227', light: '#f5f7fb', deep: '#0a1a33', accent: '#fcd34d' },
  bg: '#f4f6fa',
  main(doc, p) {
    const icons = ['#14325c', '#c9a227', '#0d9488', '#6366f1'];
    return (
      statusBar(p.deep) +
      avatar(doc, 44, 74, 20, p.light, '#e8b48f', p.secondary, '#1f2937') +
      bars(76, 64, [90, 60], p.deep, 9, 16) +
      circle(320, 74, 18, '#ffffff') +
      card(doc, 20, 116, 320, 196, p.primary, p.secondary, '#ecfdf5') +
      bars(24, 338, [90], '#6b7280', 9) +
      rect(24, 356, 180, 24, p.deep, 12) +
      icons
        .map(
          (c, i) =>
            circle(56 + i * 82, 430, 26, i === 0 ? p.accent : '#ffffff') +
            path(
              i % 2
                ? `M${48 + i * 82} 426l8 8 8-8M${56 + i * 82} 420v14`
                : `M${48 + i * 82} 434l8-8 8 8M${56 + i * 82} 426v14`,
              'none',
              `stroke="${c}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`,
            ) +
            rect(38 + i * 82, 466, 36, 7, '#9ca3af', 3.5),
        )
        .join('') +
      rect(0, 496, 360, 284, '#ffffff', 28) +
      bars(24, 518, [130], p.deep, 11) +
      [0, 1, 2, 3]
        .map((i) => {
          const y = 552 + i * 50;
          return (
            circle(44, y + 18, 18, [p.light, '#fef9c3', '#e0f2fe', '#fce7f3'][i]) +
            rect(36, y + 14, 16, 8, icons[i], 4) +
            bars(74, y + 6, [110, 70], i ? '#6b7280' : p.deep, 9, 17) +
            rect(268, y + 12, 68, 11, i % 2 ? '#dc2626' : p.secondary, 5.5)
          );
        })
        .join('')
    );
  },
  chart(doc, p) {
    const pts = [
      [20, 300],
      [60, 270],
      [100, 286],
      [140, 230],
      [180, 246],
      [220, 190],
      [260, 206],
      [300, 160],
      [340, 172],
    ];
    return (
      statusBar(p.deep) +
      bars(24, 62, [120, 180], p.deep, 12, 24) +
      rect(24, 116, 90, 26, p.light, 13) +
      rect(36, 125, 66, 8, p.secondary, 4) +
      path(
        `${poly(pts)}L340 360L20 360Z`,
        doc.linear(
          [
            [0, p.secondary, 0.35],
            [1, p.secondary, 0],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      path(poly(pts), 'none', `stroke="${p.primary}" stroke-width="4" stroke-linejoin="round"`) +
      circle(300, 160, 9, p.accent, `stroke="${p.primary}" stroke-width="4"`) +
      ['1D', '1W', '1M', '1Y', 'All']
        .map((_, i) =>
          pill(22 + i * 66, 384, 56, 30, i === 2 ? p.deep : '#ffffff', i === 2 ? p.accent : '#9ca3af'),
        )
        .join('') +
      [0, 1, 2, 3]
        .map((i) => {
          const y = 440 + i * 76;
          const up = i !== 2;
          return (
            rect(20, y, 320, 64, '#ffffff', 16) +
            circle(54, y + 32, 18, ['#f59e0b', '#6366f1', '#0ea5e9', p.secondary][i]) +
            bars(84, y + 16, [80, 50], i ? '#6b7280' : p.deep, 10, 20) +
            path(
              poly([
                [190, y + 42],
                [205, y + 30],
                [220, y + 36],
                [235, y + 22],
                [250, y + 26],
              ]),
              'none',
              `stroke="${up ? p.secondary : '#dc2626'}" stroke-width="3"`,
            ) +
            rect(268, y + 16, 56, 10, p.deep, 5) +
            rect(284, y + 36, 40, 8, up ? p.secondary : '#dc2626', 4)
          );
        })
        .join('')
    );
  },
  send(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 62, [100], p.deep, 12) +
      avatar(doc, 180, 150, 40, p.light, '#c98e6b', p.primary, '#111827') +
      rect(130, 204, 100, 10, '#6b7280', 5) +
      rect(90, 240, 180, 40, p.deep, 12) +
      rect(140, 294, 80, 9, '#9ca3af', 4.5) +
      [0, 1, 2, 3]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                circle(90 + col * 90, 372 + row * 76, 30, '#ffffff') +
                rect(84 + col * 90, 366 + row * 76, 12, 12, row === 3 && col !== 1 ? '#9ca3af' : p.deep, 4),
            )
            .join(''),
        )
        .join('') +
      rect(20, 680, 320, 64, p.deep, 32) +
      circle(54, 712, 26, p.accent) +
      path(
        'M46 712h16M56 704l8 8-8 8',
        'none',
        `stroke="${p.deep}" stroke-width="3" stroke-linecap="round"`,
      ) +
      rect(130, 707, 120, 10, '#ffffff', 5, 'opacity=".7"')
    );
  },
};

/* ---------- Ziksen: music ---------- */
const cover = (doc, x, y, s, a, b, variant) => {
  const clip = doc.clip(rect(x, y, s, s, '#000', s * 0.08));
  return group(
    '',
    rect(
      x,
      y,
      s,
      s,
      doc.linear([
        [0, a],
        [1, b],
      ]),
    ) +
      (variant % 2
        ? [0.42, 0.3, 0.18]
            .map((f, i) =>
              circle(x + s / 2, y + s / 2, s * f, i % 2 ? a : '#ffffff', `opacity="${0.15 + i * 0.15}"`),
            )
            .join('')
        : path(
            `M${x} ${y + s * 0.7}Q${x + s * 0.3} ${y + s * 0.35} ${x + s * 0.55} ${y + s * 0.62}T${x + s} ${y + s * 0.5}V${y + s}H${x}Z`,
            '#000000',
            'opacity=".3"',
          ) + circle(x + s * 0.7, y + s * 0.3, s * 0.14, '#fde68a', 'opacity=".9"')),
    `clip-path="${clip}"`,
  );
};

export const ziksen = {
  palette: { primary: '#db2777', secondary: '#8b5cf6', light: '#fdf2f8', deep: '#160b2e', accent: '#f472b6' },
  bg: '#160b2e',
  main(doc, p) {
    const rnd = seeded(7);
    return (
      rect(
        0,
        0,
        360,
        780,
        doc.linear(
          [
            [0, '#3b0764'],
            [0.55, p.deep],
            [1, '#0b061a'],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      statusBar('#f5f3ff') +
      rect(24, 62, 24, 4, '#f5f3ff', 2) +
      rect(140, 60, 80, 9, '#c4b5fd', 4.5) +
      cover(doc, 40, 100, 280, p.primary, p.secondary, 1) +
      bars(40, 410, [190, 120], '#ffffff', 14, 26) +
      path('M310 416c-8-10-24-2-16 10l16 14 16-14c8-12-8-20-16-10z', p.accent) +
      Array.from({ length: 44 }, (_, i) => {
        const h = 8 + rnd() * 40;
        return rect(40 + i * 6.4, 500 - h / 2, 3.6, h, i < 18 ? p.accent : 'rgba(255,255,255,.25)', 1.8);
      }).join('') +
      rect(40, 536, 40, 8, '#a78bfa', 4) +
      rect(280, 536, 40, 8, '#a78bfa', 4) +
      circle(180, 620, 40, '#ffffff') +
      rect(166, 604, 9, 32, p.deep, 3) +
      rect(185, 604, 9, 32, p.deep, 3) +
      path(
        'M100 604v32M126 604l-22 16 22 16z',
        '#ffffff',
        'stroke="#fff" stroke-width="4" stroke-linejoin="round"',
      ) +
      path(
        'M260 604v32M234 604l22 16-22 16z',
        '#ffffff',
        'stroke="#fff" stroke-width="4" stroke-linejoin="round"',
      ) +
      circle(60, 620, 10, 'none', 'stroke="#a78bfa" stroke-width="3"') +
      circle(300, 620, 10, 'none', 'stroke="#a78bfa" stroke-width="3"') +
      rect(120, 720, 120, 34, 'rgba(255,255,255,.08)', 17)
    );
  },
  library(doc, p) {
    const pairs = [
      [p.primary, p.secondary],
      ['#f59e0b', '#ef4444'],
      ['#06b6d4', '#6366f1'],
      ['#22c55e', '#0ea5e9'],
      ['#a855f7', '#ec4899'],
      ['#f97316', '#eab308'],
    ];
    return (
      rect(0, 0, 360, 780, p.deep) +
      statusBar('#f5f3ff') +
      bars(24, 62, [140], '#ffffff', 16) +
      [0, 1, 2]
        .map((i) => pill(24 + i * 98, 100, 88, 32, i === 0 ? p.primary : 'rgba(255,255,255,.08)', '#f5f3ff'))
        .join('') +
      pairs
        .map(([a, b], i) => {
          const x = 24 + (i % 2) * 164;
          const y = 152 + Math.floor(i / 2) * 196;
          return (
            cover(doc, x, y, 148, a, b, i) + bars(x, y + 158, [110, 70], i ? '#a78bfa' : '#ffffff', 9, 16)
          );
        })
        .join('') +
      rect(12, 700, 336, 64, '#2e1065', 16) +
      cover(doc, 22, 710, 44, p.primary, p.secondary, 1) +
      bars(78, 718, [120, 80], '#e9d5ff', 9, 16) +
      play(316, 732, 1, '#ffffff')
    );
  },
  artist(doc, p) {
    return (
      rect(0, 0, 360, 780, p.deep) +
      rect(
        0,
        0,
        360,
        330,
        doc.linear(
          [
            [0, p.secondary],
            [1, p.primary],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      avatar(doc, 180, 200, 150, 'none', '#f0c3a0', '#1e1b4b', '#1c1917') +
      rect(
        0,
        200,
        360,
        130,
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
      bars(24, 272, [200, 120], '#ffffff', 16, 28) +
      pill(24, 346, 120, 40, p.primary, '#ffffff') +
      circle(300, 366, 28, p.accent) +
      play(302, 366, 1.2, '#ffffff') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 416 + i * 66;
          return (
            rect(24, y + 18, 12, 14, '#a78bfa', 3) +
            cover(
              doc,
              52,
              y,
              50,
              ['#f59e0b', p.primary, '#06b6d4', '#22c55e', '#a855f7'][i],
              p.secondary,
              i,
            ) +
            bars(118, y + 10, [150, 90], i === 1 ? p.accent : '#f5f3ff', 10, 20) +
            circle(326, y + 25, 3, '#a78bfa') +
            circle(326, y + 15, 3, '#a78bfa') +
            circle(326, y + 35, 3, '#a78bfa')
          );
        })
        .join('')
    );
  },
};

/* ---------- SaQure: massage ---------- */
const silhouette = (x, y, s, fill) =>
  circle(x, y, 22 * s, fill) +
  path(
    `M${x - 42 * s} ${y + 34 * s}Q${x} ${y + 22 * s} ${x + 42 * s} ${y + 34 * s}L${x + 58 * s} ${y + 150 * s}L${x + 42 * s} ${y + 154 * s}L${x + 32 * s} ${y + 80 * s}L${x + 34 * s} ${y + 300 * s}H${x + 6 * s}L${x} ${y + 170 * s}L${x - 6 * s} ${y + 300 * s}H${x - 34 * s}L${x - 32 * s} ${y + 80 * s}L${x - 42 * s} ${y + 154 * s}L${x - 58 * s} ${y + 150 * s}Z`,
    fill,
  );

export const saqure = {
  palette: {
    primary: '#0f766e',
    secondary: '#14b8a6',
    light: '#f0fdfa',
    deep: '#134e4a',
    accent: '#e07a5f',
    sand: '#f3e3cb',
  },
  bg: '#fbf7f2',
  main(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 62, [160, 110], p.deep, 12, 22) +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            rect(18 + i * 55, 120, 48, 70, i === 2 ? p.primary : '#ffffff', 16) +
            rect(30 + i * 55, 136, 24, 8, i === 2 ? '#ccfbf1' : '#a8a29e', 4) +
            rect(28 + i * 55, 156, 28, 14, i === 2 ? '#ffffff' : p.deep, 7),
        )
        .join('') +
      bars(24, 214, [110], p.deep, 11) +
      [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map((i) => {
          const busy = i === 1 || i === 5;
          const chosen = i === 4;
          return (
            rect(
              24 + (i % 3) * 106,
              240 + Math.floor(i / 3) * 52,
              96,
              40,
              chosen ? p.accent : busy ? '#ece6dd' : '#ffffff',
              12,
              chosen || busy ? '' : `stroke="${p.sand}" stroke-width="2"`,
            ) +
            rect(
              48 + (i % 3) * 106,
              256 + Math.floor(i / 3) * 52,
              48,
              8,
              chosen ? '#ffffff' : busy ? '#c7bfb4' : p.deep,
              4,
            )
          );
        })
        .join('') +
      rect(20, 420, 320, 150, '#ffffff', 22) +
      avatar(doc, 76, 478, 36, p.sand, '#d9a07a', p.primary, '#3f2a1d') +
      bars(128, 454, [140, 90], p.deep, 11, 22) +
      [0, 1, 2, 3, 4].map((i) => star(136 + i * 20, 512, 8, i < 5 ? '#f59e0b' : '#e7e5e4')).join('') +
      [0, 1, 2].map((i) => pill(40 + i * 96, 532, 86, 26, p.light, p.secondary)).join('') +
      pill(20, 600, 320, 56, p.primary, '#ffffff') +
      tabBar(700, 4, 1, '#ffffff', '#d6d3d1', p.primary)
    );
  },
  body(doc, p) {
    return (
      statusBar(p.deep) +
      bars(24, 62, [190, 120], p.deep, 12, 22) +
      rect(20, 116, 320, 420, '#ffffff', 26) +
      ellipse(180, 500, 110, 18, p.sand) +
      silhouette(180, 156, 1.1, '#e7ded2') +
      ellipse(180, 214, 40, 16, p.accent, 'opacity=".55"') +
      ellipse(180, 290, 28, 42, p.accent, 'opacity=".7"') +
      ellipse(138, 250, 10, 22, p.accent, 'opacity=".45"') +
      ellipse(222, 250, 10, 22, p.accent, 'opacity=".45"') +
      circle(290, 160, 18, p.light) +
      circle(290, 160, 7, p.primary) +
      bars(24, 560, [120], p.deep, 11) +
      rect(24, 592, 312, 10, '#ece6dd', 5) +
      rect(
        24,
        592,
        200,
        10,
        doc.linear(
          [
            [0, p.secondary],
            [1, p.accent],
          ],
          0,
          0,
          1,
          0,
        ),
        5,
      ) +
      circle(224, 597, 14, '#ffffff', `stroke="${p.accent}" stroke-width="4"`) +
      [0, 1, 2]
        .map((i) =>
          pill(24 + i * 106, 630, 96, 36, i === 1 ? p.deep : '#ffffff', i === 1 ? '#ffffff' : '#a8a29e'),
        )
        .join('') +
      tabBar(700, 4, 2, '#ffffff', '#d6d3d1', p.primary)
    );
  },
  therapists(doc, p) {
    const shirts = [p.primary, p.accent, '#6366f1', '#a16207'];
    return (
      statusBar(p.deep) +
      rect(20, 56, 320, 46, '#ffffff', 23) +
      circle(46, 79, 8, 'none', `stroke="${p.deep}" stroke-width="3"`) +
      rect(64, 74, 140, 10, '#a8a29e', 5) +
      rect(
        20,
        120,
        320,
        120,
        doc.linear([
          [0, p.primary],
          [1, p.secondary],
        ]),
        24,
      ) +
      bars(44, 146, [160, 120], '#ffffff', 12, 24) +
      pill(44, 194, 100, 30, '#ffffff', p.primary) +
      ellipse(290, 200, 60, 44, '#ffffff', 'opacity=".15"') +
      shirts
        .map((c, i) => {
          const y = 262 + i * 104;
          return (
            rect(20, y, 320, 92, '#ffffff', 20) +
            avatar(
              doc,
              66,
              y + 46,
              30,
              p.sand,
              ['#e0ac85', '#8d5a3b', '#f1c9a5', '#c68b63'][i],
              c,
              ['#2b1d12', '#111', '#7c4a1d', '#3f2a1d'][i],
            ) +
            bars(110, y + 20, [130, 80], p.deep, 10, 20) +
            [0, 1, 2, 3, 4]
              .map((k) => star(116 + k * 17, y + 68, 6.5, k < 4 + (i % 2) ? '#f59e0b' : '#e7e5e4'))
              .join('') +
            rect(266, y + 30, 58, 32, p.light, 16) +
            rect(280, y + 42, 30, 9, p.primary, 4.5)
          );
        })
        .join('')
    );
  },
};
