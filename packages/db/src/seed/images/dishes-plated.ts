// Dishes served on a plate, seen from above: plov, salad, dumplings, noodles, shashlik.
import { CX, CY, herbs, lagan, plate, shadowEllipse, shapeShadow, softShadow } from './scene-parts.js';
import { blobPath, circle, ellipse, g, mix, path, rect, type Scene, shade } from './svg-kit.js';

/** A point inside a disc of radius r around (cx, cy), evenly spread. */
function inDisc(s: Scene, cx: number, cy: number, r: number): [number, number] {
  const a = s.rng() * Math.PI * 2;
  const d = Math.sqrt(s.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

function grains(s: Scene, cx: number, cy: number, r: number, count: number, palette: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(s, cx, cy, r);
    out.push(
      ellipse(x, y, s.between(3.6, 5), s.between(1.5, 2), {
        fill: palette[Math.floor(s.rng() * palette.length)],
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  return out.join('');
}

/** An irregular piece of braised meat, `w` by `h`, turned by `angle` degrees. */
function meatSlice(s: Scene, x: number, y: number, w: number, h: number, angle: number): string {
  const crust = s.radial(
    [
      [0, '#bf6a32'],
      [0.6, '#8e461e'],
      [1, '#5a260e'],
    ],
    { cx: 0.42, cy: 0.38, r: 0.62 },
  );
  const cut = s.radial(
    [
      [0, '#dc9f6c'],
      [1, '#a65a30'],
    ],
    { cx: 0.4, cy: 0.4 },
  );
  const k = h / 2;
  const sx = w / h;
  const shape = blobPath(s.rng, 0, 0, k, 0.5, 6);
  return g(
    {
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${sx.toFixed(2)} 1)`,
    },
    [
      shapeShadow(shape, 2, 5, '#2e1205', 0.3, 3),
      path(shape, { fill: crust }),
      path(blobPath(s.rng, -k * 0.15, -k * 0.1, k * 0.55, 0.5, 5), { fill: cut, opacity: 0.75 }),
      circle(-k * 0.35, -k * 0.45, k * 0.12, { fill: '#ffffff', opacity: 0.35 }),
    ].join(''),
  );
}

function meatAroundGarlic(s: Scene): string {
  const out: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + s.between(-0.25, 0.25);
    const d = i % 2 ? s.between(62, 78) : s.between(36, 50);
    const tilt = (a * 180) / Math.PI + s.between(-60, 60);
    out.push(
      meatSlice(s, CX + Math.cos(a) * d, CY + Math.sin(a) * d, s.between(36, 44), s.between(30, 36), tilt),
    );
  }
  out.push(softShadow(s, CX, CY, 27, 27, 0.4));
  const garlic = s.radial(
    [
      [0, '#fffaf0'],
      [0.8, '#efe2cb'],
      [1, '#d8c4a2'],
    ],
    { cx: 0.4, cy: 0.35 },
  );
  out.push(circle(CX, CY, 26, { fill: garlic }));
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    out.push(
      path(
        `M${CX} ${CY} Q${(CX + Math.cos(a + 0.45) * 18).toFixed(1)} ${(CY + Math.sin(a + 0.45) * 18).toFixed(1)} ${(CX + Math.cos(a) * 26).toFixed(1)} ${(CY + Math.sin(a) * 26).toFixed(1)}`,
        { stroke: '#c9b08a', 'stroke-width': 1.4, fill: 'none' },
      ),
    );
  }
  out.push(circle(CX - 7, CY - 8, 6, { fill: '#ffffff', opacity: 0.7 }));
  for (const [dx, dy] of [
    [-100, 60],
    [92, 68],
    [14, -112],
  ] as const) {
    out.push(shadowEllipse(s, CX + dx + 2, CY + dy + 3, 18, 14, '#3b1a0a', 0.3));
    out.push(ellipse(CX + dx, CY + dy, 15, 11, { fill: '#fffdf7', stroke: '#eadfcb', 'stroke-width': 1 }));
    out.push(circle(CX + dx + 1, CY + dy, 6.5, { fill: '#f6b72d' }));
  }
  return out.join('');
}

/** Qazi (horse-meat sausage) slices in a ring: dark red discs with their rim of white fat. */
function qaziRing(s: Scene): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + s.between(-0.1, 0.1);
    const x = CX + Math.cos(a) * 70;
    const y = CY + Math.sin(a) * 70;
    out.push(shadowEllipse(s, x + 2, y + 3, 22, 20, '#3b1a0a', 0.3));
    out.push(circle(x, y, 19, { fill: '#f4ecdc', stroke: '#e3d6bd', 'stroke-width': 1 }));
    out.push(circle(x + s.between(-2, 2), y + s.between(-2, 2), 13, { fill: '#7a1f24' }));
    out.push(circle(x - 4, y - 4, 3, { fill: '#ffffff', opacity: 0.35 }));
  }
  // Two halved boiled eggs in the middle.
  for (const dx of [-22, 22]) {
    out.push(ellipse(CX + dx, CY, 20, 15, { fill: '#fffdf7', stroke: '#eadfcb', 'stroke-width': 1 }));
    out.push(circle(CX + dx, CY, 8.5, { fill: '#f6b72d' }));
  }
  return out.join('');
}

/** Samarkand style: the meat in big pieces laid over the middle, chickpeas around it. */
function meatLayer(s: Scene): string {
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + s.between(-0.3, 0.3);
    const d = i === 0 ? 0 : s.between(26, 40);
    out.push(
      meatSlice(
        s,
        CX + Math.cos(a) * d,
        CY + Math.sin(a) * d,
        s.between(52, 62),
        s.between(40, 48),
        s.between(0, 180),
      ),
    );
  }
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const x = CX + Math.cos(a) * s.between(92, 110);
    const y = CY + Math.sin(a) * s.between(92, 110);
    out.push(circle(x, y, 6.5, { fill: '#ecd09a', stroke: '#c9a463', 'stroke-width': 1 }));
  }
  return out.join('');
}

export function drawPlov(s: Scene): string {
  const out = [lagan(s, CX, CY, 212)];
  const rice = mix('#e2a656', s.accent, 0.25);
  out.push(softShadow(s, CX, CY, 150, 150, 0.4));
  out.push(
    path(blobPath(s.rng, CX, CY, 152, 0.07, 14), {
      fill: s.radial(
        [
          [0, '#f4cf85'],
          [0.7, rice],
          [1, shade(rice, -0.25)],
        ],
        { cx: 0.45, cy: 0.42, r: 0.6 },
      ),
    }),
  );
  const palette = ['#fff2cc', '#fbe2a2', '#f3cd7e', mix('#f3cd7e', s.accent, 0.45), '#f6d69a'];
  out.push(grains(s, CX, CY, 146, 560, palette));
  const carrots = [s.accent, '#f7a21f', '#ffbe3b', '#e8691a', shade(s.accent, 0.12)];
  for (let i = 0; i < 150; i++) {
    const [x, y] = inDisc(s, CX, CY, 138);
    out.push(
      rect(x - 13, y - 2.8, s.between(20, 32), 5.6, {
        rx: 2.8,
        fill: carrots[i % carrots.length],
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  out.push(grains(s, CX, CY, 142, 240, palette));
  // Chickpeas and raisins.
  for (let i = 0; i < 14; i++) {
    const [x, y] = inDisc(s, CX, CY, 125);
    out.push(circle(x, y, 5.5, { fill: '#ecd09a', stroke: '#c9a463', 'stroke-width': 1 }));
    out.push(circle(x - 1.5, y - 1.5, 1.8, { fill: '#fff2d0' }));
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = inDisc(s, CX, CY, 125);
    out.push(
      ellipse(x, y, 4.5, 3.2, {
        fill: '#4a2030',
        transform: `rotate(${Math.round(s.rng() * 180)} ${x} ${y})`,
      }),
    );
  }
  // The topping follows the look (issue 19: no two plovs of a menu alike): meat fanned around a
  // head of garlic with quail eggs; a ring of qazi slices; or the meat in a layer on top.
  const topping = s.variant % 3;
  if (topping === 1) out.push(qaziRing(s));
  else if (topping === 2) out.push(meatLayer(s));
  else out.push(meatAroundGarlic(s));
  out.push(herbs(s, CX, CY, 135, 8, 5));
  // Glossy oil sheen.
  out.push(
    circle(CX, CY, 152, {
      fill: s.radial(
        [
          [0, '#ffffff', 0.3],
          [1, '#ffffff', 0],
        ],
        { cx: 0.33, cy: 0.28, r: 0.5 },
      ),
    }),
  );
  return out.join('');
}

function tomatoWedge(s: Scene, x: number, y: number, k: number): string {
  return g(
    { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.round(s.rng() * 360)})` },
    [
      path(`M${-k} 0 A${k} ${k} 0 0 1 ${k} 0Z`, { fill: '#d8372a' }),
      path(`M${-k * 0.75} -2 A${k * 0.75} ${k * 0.75} 0 0 1 ${k * 0.75} -2Z`, { fill: '#f26a4c' }),
      path(`M${-k * 0.3} -3 A${k * 0.3} ${k * 0.3} 0 0 1 ${k * 0.3} -3Z`, { fill: '#f8a48a' }),
      circle(-k * 0.45, -k * 0.32, 2.4, { fill: '#fbe2a0' }),
      circle(k * 0.45, -k * 0.32, 2.4, { fill: '#fbe2a0' }),
      ellipse(-k * 0.3, -k * 0.75, k * 0.25, 2, { fill: '#fff', opacity: 0.35 }),
    ].join(''),
  );
}

export function drawSalad(s: Scene): string {
  const out = [plate(s, CX, CY, 205)];
  const leafGreens = ['#5fae3f', '#86c652', '#4d9a37', '#9ad262', '#6cbb48'];
  out.push(softShadow(s, CX, CY, 135, 135, 0.12));
  for (let i = 0; i < 18; i++) {
    const [x, y] = inDisc(s, CX, CY, 100);
    const color = leafGreens[i % leafGreens.length]!;
    const k = s.between(36, 52);
    out.push(
      path(blobPath(s.rng, x, y, k, 0.5, 11), {
        fill: color,
        stroke: shade(color, -0.18),
        'stroke-width': 1.5,
      }),
    );
    out.push(
      path(
        `M${(x - k * 0.6).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${(y - k * 0.2).toFixed(1)} ${(x + k * 0.6).toFixed(1)} ${y.toFixed(1)}`,
        { stroke: shade(color, 0.35), 'stroke-width': 1.5, fill: 'none', opacity: 0.7 },
      ),
    );
  }
  // The dish's own pieces (cheese, meat, potato…) in its accent colour.
  for (let i = 0; i < 34; i++) {
    const [x, y] = inDisc(s, CX, CY, 112);
    const k = s.between(11, 17);
    out.push(
      rect(x - k / 2, y - k / 2, k, k, {
        rx: 3.5,
        fill: i % 3 === 0 ? shade(s.accent, 0.25) : s.accent,
        stroke: shade(s.accent, -0.25),
        'stroke-width': 1,
        transform: `rotate(${Math.round(s.rng() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  for (let i = 0; i < 8; i++) {
    const [x, y] = inDisc(s, CX, CY, 105);
    out.push(tomatoWedge(s, x, y, s.between(26, 32)));
  }
  // Cucumber slices.
  for (let i = 0; i < 8; i++) {
    const [x, y] = inDisc(s, CX, CY, 110);
    out.push(shadowEllipse(s, x + 2, y + 3, 24, 24, '#1f3d14', 0.3));
    out.push(circle(x, y, 20, { fill: '#3d7f2c' }));
    out.push(circle(x, y, 16.5, { fill: '#d6edae' }));
    for (let k = 0; k < 3; k++) {
      const a = (k / 3) * Math.PI * 2;
      out.push(ellipse(x + Math.cos(a) * 6, y + Math.sin(a) * 6, 2.4, 1.4, { fill: '#f4f9e6' }));
    }
  }
  // Onion rings.
  for (let i = 0; i < 6; i++) {
    const [x, y] = inDisc(s, CX, CY, 100);
    out.push(
      ellipse(x, y, s.between(16, 22), s.between(11, 15), {
        fill: 'none',
        stroke: '#b65c92',
        'stroke-width': 3.5,
        opacity: 0.9,
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  out.push(herbs(s, CX, CY, 120, 30, 6));
  return out.join('');
}

export function drawDumplings(s: Scene): string {
  const out = [plate(s, CX, CY, 205)];
  const dough = s.accent;
  const spots: Array<[number, number]> = [
    [0, -72],
    [70, -22],
    [44, 62],
    [-44, 62],
    [-70, -22],
    [0, 6],
  ];
  for (const [dx, dy] of spots) {
    const x = CX + dx;
    const y = CY + dy;
    const r = 50;
    const fill = s.radial(
      [
        [0, shade(dough, 0.55)],
        [0.7, shade(dough, 0.2)],
        [1, shade(dough, -0.15)],
      ],
      { cx: 0.42, cy: 0.38, r: 0.6 },
    );
    out.push(softShadow(s, x, y, r, r * 0.95, 0.38));
    out.push(path(blobPath(s.rng, x, y, r, 0.1, 10), { fill }));
    // Filling showing through the thin dough.
    out.push(shadowEllipse(s, x + 3, y + 4, r * 0.6, r * 0.6, '#8a5a3a', 0.16));
    // Pleats gathered into a knot.
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2 + 0.2;
      const ex = x + Math.cos(a) * r * 0.85;
      const ey = y + Math.sin(a) * r * 0.85;
      const mx = x + Math.cos(a + 0.35) * r * 0.5;
      const my = y + Math.sin(a + 0.35) * r * 0.5;
      out.push(
        path(
          `M${x.toFixed(1)} ${y.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}`,
          {
            stroke: shade(dough, -0.22),
            'stroke-width': 2,
            fill: 'none',
            opacity: 0.7,
          },
        ),
      );
    }
    out.push(circle(x, y, 7, { fill: shade(dough, 0.1), stroke: shade(dough, -0.25), 'stroke-width': 1.5 }));
    out.push(ellipse(x - r * 0.35, y - r * 0.4, r * 0.28, r * 0.14, { fill: '#fff', opacity: 0.45 }));
    out.push(ellipse(x + r * 0.25, y + r * 0.1, r * 0.22, r * 0.12, { fill: '#f2a93b', opacity: 0.35 }));
  }
  // A spoon of qatiq with paprika and dill.
  out.push(softShadow(s, CX + 128, CY + 122, 34, 34, 0.35));
  out.push(circle(CX + 128, CY + 122, 34, { fill: '#ffffff', stroke: '#1f4e9a', 'stroke-width': 3 }));
  out.push(path(blobPath(s.rng, CX + 128, CY + 122, 25, 0.15, 8), { fill: '#fbf8ee' }));
  out.push(circle(CX + 124, CY + 118, 7, { fill: '#ffffff' }));
  for (let i = 0; i < 40; i++) {
    const [x, y] = inDisc(s, CX, CY, 150);
    out.push(circle(x, y, s.between(0.8, 1.8), { fill: i % 2 ? '#c0392b' : '#3b2a20', opacity: 0.8 }));
  }
  out.push(herbs(s, CX, CY, 120, 14, 5));
  return out.join('');
}

export function drawNoodles(s: Scene): string {
  const out = [plate(s, CX, CY, 210, '#fbf6ec')];
  const noodle = '#f4dba4';
  // Noodles coiled in the deep plate: arcs of varying radius around the centre.
  const arcs: string[] = [];
  for (let i = 0; i < 84; i++) {
    const r = s.between(35, 130);
    const a0 = s.rng() * Math.PI * 2;
    const sweep = s.between(0.6, 1.8);
    const ox = CX + s.between(-22, 22);
    const oy = CY + s.between(-22, 22);
    const x1 = ox + Math.cos(a0) * r;
    const y1 = oy + Math.sin(a0) * r;
    const x2 = ox + Math.cos(a0 + sweep) * r;
    const y2 = oy + Math.sin(a0 + sweep) * r;
    arcs.push(
      `M${x1.toFixed(1)} ${y1.toFixed(1)} A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`,
    );
  }
  out.push(softShadow(s, CX, CY, 146, 146, 0.3));
  out.push(circle(CX, CY, 146, { fill: '#e3c184' }));
  for (const d of arcs)
    out.push(path(d, { stroke: '#c79a55', 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }));
  for (const d of arcs)
    out.push(path(d, { stroke: noodle, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' }));
  for (const d of arcs) {
    out.push(
      path(d, {
        stroke: '#fff6dc',
        'stroke-width': 2.5,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.75,
      }),
    );
  }
  // Vaju: the stir-fried topping, glossy and saucy.
  const sauce = s.radial(
    [
      [0, shade(s.accent, 0.15)],
      [0.8, s.accent],
      [1, shade(s.accent, -0.3), 0.85],
    ],
    { cx: 0.45, cy: 0.42 },
  );
  out.push(shapeShadow(blobPath(s.rng, CX + 3, CY + 5, 78, 0.3, 11), 0, 0, '#3b1a0a', 0.2, 6));
  out.push(path(blobPath(s.rng, CX, CY, 78, 0.3, 11), { fill: sauce }));
  const peppers = ['#3e9a3a', '#f2b632', '#e4472b', '#5fb045'];
  const pieces: string[] = [];
  for (let i = 0; i < 30; i++) {
    const [x, y] = inDisc(s, CX, CY, 64);
    const turn = Math.round(s.rng() * 180);
    const roll = i % 5;
    if (roll < 2) {
      pieces.push(meatSlice(s, x, y, s.between(36, 42), s.between(22, 26), turn));
    } else if (roll < 4) {
      const c = peppers[i % peppers.length]!;
      pieces.push(
        path('M-18 -3 Q0 -10 18 -3 L18 4 Q0 -3 -18 4Z', {
          fill: c,
          stroke: shade(c, -0.25),
          'stroke-width': 1,
          transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn}) scale(1.5)`,
        }),
      );
    } else {
      pieces.push(tomatoWedge(s, x, y, 17));
    }
  }
  out.push(pieces.join(''));
  for (let i = 0; i < 14; i++) {
    const [x, y] = inDisc(s, CX, CY, 72);
    out.push(ellipse(x, y, s.between(3, 6), s.between(1.5, 3), { fill: '#fff', opacity: 0.5 }));
  }
  out.push(herbs(s, CX, CY, 95, 18, 5));
  return out.join('');
}

function meatCube(s: Scene, x: number, y: number, k: number): string {
  const base = mix(s.accent, '#b5602a', 0.35);
  const meat = s.radial(
    [
      [0, shade(base, 0.45)],
      [0.5, shade(base, 0.1)],
      [0.85, shade(base, -0.35)],
      [1, shade(base, -0.6)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.62 },
  );
  const out = [
    shapeShadow(blobPath(s.rng, x, y, k, 0.3, 6), 5, 8, '#2a1206', 0.3, 4),
    path(blobPath(s.rng, x, y, k, 0.4, 6), { fill: meat }),
  ];
  for (let c = 0; c < 3; c++) {
    const cx = x + s.between(-k * 0.5, k * 0.4);
    const cy = y + s.between(-k * 0.5, k * 0.5);
    out.push(
      rect(cx - 7, cy - 1.6, 14, 3.2, {
        rx: 1.6,
        fill: '#2b1207',
        opacity: 0.5,
        transform: `rotate(-35 ${cx.toFixed(1)} ${cy.toFixed(1)})`,
      }),
    );
  }
  out.push(ellipse(x - k * 0.3, y - k * 0.4, k * 0.35, k * 0.15, { fill: '#fff', opacity: 0.28 }));
  return out.join('');
}

export function drawSkewer(s: Scene): string {
  const out = [plate(s, CX, CY, 212, '#fbf7ef')];
  // A bed of pickled onion rings and herbs.
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.9;
    out.push(tomatoWedge(s, CX + Math.cos(a) * 118, CY + Math.sin(a) * 118, 24));
  }
  for (let i = 0; i < 20; i++) {
    const [x, y] = inDisc(s, CX, CY, 135);
    out.push(
      ellipse(x, y, s.between(14, 24), s.between(10, 16), {
        fill: 'none',
        stroke: i % 3 ? '#f6e6f1' : '#d08fbb',
        'stroke-width': 5,
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  out.push(herbs(s, CX, CY, 140, 26, 8));
  const metal = s.linear(
    [
      [0, '#f5f5f5'],
      [0.5, '#a3a8ad'],
      [1, '#6b7075'],
    ],
    0,
    0,
    0,
    1,
  );
  for (const off of [-52, 52]) {
    const body: string[] = [];
    body.push(rect(-210, -3.5, 420, 7, { rx: 3.5, fill: metal }));
    body.push(circle(-218, 0, 12, { fill: 'none', stroke: '#8d9296', 'stroke-width': 4.5 }));
    for (let k = 0; k < 6; k++) body.push(meatCube(s, -135 + k * 48, s.between(-3, 3), s.between(27, 31)));
    out.push(g({ transform: `translate(${CX + 8} ${CY + off}) rotate(-26)` }, body.join('')));
  }
  // A lemon wedge.
  out.push(
    g(
      { transform: `translate(${CX + 125} ${CY + 112}) rotate(20)` },
      [
        path('M-26 0 A26 26 0 0 1 26 0Z', { fill: '#f7d046' }),
        path('M-21 -2 A21 21 0 0 1 21 -2Z', { fill: '#fdf0a0' }),
      ].join(''),
    ),
  );
  return out.join('');
}
