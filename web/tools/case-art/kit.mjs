// Drawing kit for the case artwork: an SVG document with its own gradient and clip ids, a few
// primitives, and the devices (phone, laptop) the product screens are shown in.

/** Rounds coordinates so the files stay small. */
const n = (v) => Math.round(v * 10) / 10;

/** A small deterministic generator, so a redraw gives the same files. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export class Doc {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.count = 0;
    this.memo = new Map();
  }

  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A linear gradient; stops are [offset, colour, opacity?]. Same stops give the same id. */
  linear(stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
    const key = `l${JSON.stringify([stops, x1, y1, x2, y2])}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    this.memo.set(key, `url(#${id})`);
    return `url(#${id})`;
  }

  radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const key = `r${JSON.stringify([stops, cx, cy, r])}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
    this.memo.set(key, `url(#${id})`);
    return `url(#${id})`;
  }

  /** A clip path from shape markup; the same markup gives the same id. */
  clip(shape) {
    const key = `c${shape}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    this.memo.set(key, `url(#${id})`);
    return `url(#${id})`;
  }

  render(body) {
    const { width, height } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${body}</svg>\n`;
  }
}

const stopsOf = (stops) =>
  stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity == null ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

export const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1, y1, x2, y2, stroke, width = 2, extra = '') =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none"${extra ? ` ${extra}` : ''}/>`;

export const group = (transform, content, extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${content}</g>`;

/** A polyline through points, as a path. */
export const poly = (points, close = false) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

/** Text stand-ins: rounded bars, one per line. */
export const bars = (x, y, widths, fill, height = 10, gap = 18) =>
  widths.map((w, i) => rect(x, y + i * gap, w, height, fill, height / 2)).join('');

/** A pill button with an optional label bar. */
export const pill = (x, y, w, h, fill, label) =>
  rect(x, y, w, h, fill, h / 2) +
  (label ? rect(x + w / 2 - w * 0.22, y + h / 2 - 5, w * 0.44, 10, label, 5) : '');

/** A progress ring: a faint track and an arc of `fraction`, starting at the top. */
export function ring(cx, cy, r, width, fraction, colour, track) {
  const length = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${width}"`) +
    circle(
      cx,
      cy,
      r,
      'none',
      `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${n(length * fraction)} ${n(length)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    )
  );
}

/** An abstract person: head and shoulders inside a circle. */
export function avatar(doc, cx, cy, r, bg, skin, shirt, hair) {
  const clip = doc.clip(circle(cx, cy, r, '#000'));
  return (
    circle(cx, cy, r, bg) +
    group(
      '',
      ellipse(cx, cy + r * 0.95, r * 0.72, r * 0.55, shirt) +
        circle(cx, cy - r * 0.12, r * 0.38, skin) +
        (hair ? path(arcCap(cx, cy - r * 0.12, r * 0.4), hair) : ''),
      `clip-path="${clip}"`,
    )
  );
}

const arcCap = (cx, cy, r) =>
  `M${n(cx - r)} ${n(cy + r * 0.05)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy + r * 0.05)}Q${n(cx)} ${n(cy - r * 0.35)} ${n(cx - r)} ${n(cy + r * 0.05)}Z`;

/** The phone's status bar: the time on the left, signal and battery on the right. */
export const statusBar = (ink) =>
  rect(30, 20, 38, 10, ink, 5) +
  rect(268, 21, 18, 8, ink, 2, 'opacity=".8"') +
  rect(292, 20, 30, 11, 'none', 3, `stroke="${ink}" stroke-width="1.6"`) +
  rect(294, 22, 20, 7, ink, 2);

/** A bottom navigation bar of `count` icons, the `active` one coloured. */
export function tabBar(y, count, active, bg, idle, colour) {
  let out = rect(0, y, 360, 780 - y, bg);
  const step = 360 / count;
  for (let i = 0; i < count; i += 1) {
    const cx = step * i + step / 2;
    out += rect(cx - 11, y + 18, 22, 22, i === active ? colour : idle, 7);
    if (i === active) out += rect(cx - 12, y + 48, 24, 5, colour, 2.5);
  }
  return out + rect(125, 762, 110, 5, idle, 2.5);
}

/** A toggle switch. */
export const toggle = (x, y, on, colour, off) =>
  rect(x, y, 44, 26, on ? colour : off, 13) + circle(on ? x + 31 : x + 13, y + 13, 10, '#fff');

export const PHONE = { width: 388, height: 808, screenWidth: 360, screenHeight: 780 };

/**
 * A phone at (x, y), `w` wide, showing `screen` (markup in a 360 x 780 space). `rotate` tilts it
 * around its centre.
 */
export function phone(doc, { x, y, w, screen, bg = '#fff', rotate = 0, frame = '#111827', shadow = true }) {
  const s = w / PHONE.width;
  const clip = doc.clip(rect(0, 0, 360, 780, '#000', 44));
  const body =
    rect(0, 0, PHONE.width, PHONE.height, frame, 58) +
    rect(
      3,
      3,
      PHONE.width - 6,
      PHONE.height - 6,
      'none',
      55,
      'stroke="#ffffff" stroke-opacity=".14" stroke-width="2"',
    ) +
    group('translate(14 14)', group('', rect(0, 0, 360, 780, bg) + screen, `clip-path="${clip}"`)) +
    rect(154, 26, 80, 24, frame, 12);
  const shade = shadow
    ? ellipse(
        PHONE.width / 2,
        PHONE.height + 10,
        PHONE.width * 0.46,
        22,
        doc.radial([
          [0, '#0b1b2b', 0.35],
          [1, '#0b1b2b', 0],
        ]),
      )
    : '';
  const turn = rotate ? ` rotate(${rotate} ${PHONE.width / 2} ${PHONE.height / 2})` : '';
  return group(`translate(${n(x)} ${n(y)}) scale(${n(s * 1000) / 1000})${turn}`, shade + body);
}

/** Screen space of a laptop: 1280 x 800. */
export const LAPTOP = { width: 1568, height: 900 };

/** A laptop at (x, y), `w` wide (its base), showing `screen` (markup in a 1280 x 800 space). */
export function laptop(doc, { x, y, w, screen, bg = '#fff', frame = '#1f2430' }) {
  const s = w / LAPTOP.width;
  const clip = doc.clip(rect(0, 0, 1280, 800, '#000', 6));
  const body =
    ellipse(
      784,
      896,
      760,
      18,
      doc.radial([
        [0, '#0b1b2b', 0.3],
        [1, '#0b1b2b', 0],
      ]),
    ) +
    rect(120, 0, 1328, 852, frame, 30) +
    group('translate(144 26)', group('', rect(0, 0, 1280, 800, bg) + screen, `clip-path="${clip}"`)) +
    path(
      'M0 852H1568V868Q1568 888 1540 888H28Q0 888 0 868Z',
      doc.linear(
        [
          [0, '#d7dde5'],
          [1, '#9aa5b4'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    rect(690, 852, 188, 12, '#8a95a5', 6);
  return group(`translate(${n(x)} ${n(y)}) scale(${n(s * 1000) / 1000})`, body);
}

/** A browser window's top bar inside a laptop screen; returns the markup and the content's top. */
export const browserBar = (bg, dots, address) =>
  rect(0, 0, 1280, 52, bg) +
  circle(28, 26, 7, dots[0]) +
  circle(50, 26, 7, dots[1]) +
  circle(72, 26, 7, dots[2]) +
  rect(380, 13, 520, 26, address, 13);

/** A floating UI card (used around devices on banners). */
export function floatCard(
  doc,
  x,
  y,
  w,
  h,
  { bg = '#fff', accent, lines = [0.6, 0.4], ink = '#cbd5e1', icon },
) {
  return (
    rect(x + 6, y + 10, w, h, '#0b1b2b', 18, 'opacity=".08"') +
    rect(x, y, w, h, bg, 18) +
    (icon ?? circle(x + 34, y + h / 2, 16, accent)) +
    bars(
      x + 62,
      y + h / 2 - 14,
      lines.map((f) => (w - 84) * f),
      ink,
      10,
      18,
    )
  );
}
