// Baked things: somsa, a round patir, pizza and a layered dessert.
import { CX, CY, herbs, napkin, plate, shadowEllipse, shapeShadow, softShadow } from './scene-parts.js';
import { blobPath, circle, ellipse, g, mix, path, type Scene, shade, smoothClosed } from './svg-kit.js';

function inDisc(s: Scene, cx: number, cy: number, r: number): [number, number] {
  const a = s.rng() * Math.PI * 2;
  const d = Math.sqrt(s.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

function seeds(s: Scene, cx: number, cy: number, r: number, count: number, color: string, k = 2.6): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(s, cx, cy, r);
    out.push(
      ellipse(x, y, k, k * 0.5, {
        fill: color,
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  return out.join('');
}

function somsa(s: Scene, x: number, y: number, size: number, angle: number): string {
  const crust = s.accent;
  const corners: Array<[number, number]> = [];
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
    corners.push([Math.cos(a) * size, Math.sin(a) * size]);
  }
  // Rounded triangle: each corner pulled in a little, each side bulging out.
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % 3]!;
    pts.push([ax * 0.9, ay * 0.9]);
    pts.push([(ax + bx) * 0.62, (ay + by) * 0.62]);
  }
  const fill = s.radial(
    [
      [0, shade(crust, 0.45)],
      [0.55, shade(crust, 0.12)],
      [1, shade(crust, -0.35)],
    ],
    { cx: 0.45, cy: 0.42, r: 0.6 },
  );
  const shape = smoothClosed(pts);
  const seams: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = corners[i]!;
    seams.push(
      path(
        `M${(ax * 0.85).toFixed(1)} ${(ay * 0.85).toFixed(1)} Q${(ax * 0.3 + 6).toFixed(1)} ${(ay * 0.3).toFixed(1)} 0 0`,
        {
          stroke: shade(crust, -0.3),
          'stroke-width': 2.2,
          fill: 'none',
          opacity: 0.6,
        },
      ),
    );
  }
  const seedDots: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = s.rng() * Math.PI * 2;
    const d = Math.sqrt(s.rng()) * size * 0.45;
    const sx = Math.cos(a) * d;
    const sy = Math.sin(a) * d;
    seedDots.push(
      ellipse(sx, sy, 2.6, 1.3, {
        fill: '#fff4d8',
        transform: `rotate(${Math.round(s.rng() * 180)} ${sx.toFixed(1)} ${sy.toFixed(1)})`,
      }),
    );
  }
  return g(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    [
      shapeShadow(shape, 6, 9, '#3b1a0a', 0.25, 7),
      path(shape, { fill }),
      path(shape, { fill: 'none', stroke: shade(crust, -0.25), 'stroke-width': 1.5, opacity: 0.6 }),
      ...seams,
      ...seedDots,
      ellipse(-size * 0.22, -size * 0.25, size * 0.25, size * 0.1, {
        fill: '#fff',
        opacity: 0.25,
        transform: 'rotate(-30)',
      }),
    ].join(''),
  );
}

export function drawPastry(s: Scene): string {
  return [
    plate(s, CX, CY, 205),
    somsa(s, CX - 58, CY + 40, 82, 8),
    somsa(s, CX + 62, CY + 30, 80, -14),
    somsa(s, CX + 4, CY - 58, 84, 184),
    herbs(s, CX + 120, CY - 110, 14, 4, 7),
  ].join('');
}

export function drawBread(s: Scene): string {
  const crust = s.accent;
  const r = 178;
  const out = [napkin(s, CX + 10, CY + 20, 380, 330, -10), softShadow(s, CX, CY, r, r, 0.4)];
  out.push(
    path(blobPath(s.rng, CX, CY, r, 0.05, 16), {
      fill: s.radial(
        [
          [0.55, shade(crust, 0.2)],
          [0.85, crust],
          [1, shade(crust, -0.4)],
        ],
        { cx: 0.46, cy: 0.44, r: 0.55 },
      ),
    }),
  );
  // The raised rim, puffier and browner.
  out.push(
    circle(CX, CY, r * 0.8, {
      fill: 'none',
      stroke: shade(crust, 0.15),
      'stroke-width': r * 0.12,
      opacity: 0.55,
    }),
  );
  // Flat, paler centre stamped with a chekich pattern.
  const centre = r * 0.62;
  out.push(
    circle(CX, CY, centre, {
      fill: s.radial(
        [
          [0, mix(crust, '#fff3da', 0.6)],
          [1, mix(crust, '#f5dcae', 0.35)],
        ],
        { cx: 0.45, cy: 0.42 },
      ),
    }),
  );
  out.push(
    circle(CX, CY, centre, { fill: 'none', stroke: shade(crust, -0.2), 'stroke-width': 2, opacity: 0.5 }),
  );
  for (const [rr, n] of [
    [centre * 0.85, 28],
    [centre * 0.62, 20],
    [centre * 0.4, 12],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      out.push(
        circle(CX + Math.cos(a) * rr, CY + Math.sin(a) * rr, 2.4, {
          fill: shade(crust, -0.35),
          opacity: 0.75,
        }),
      );
    }
  }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * 360;
    out.push(
      path(`M0 -6 Q7 -20 0 -34 Q-7 -20 0 -6Z`, {
        fill: 'none',
        stroke: shade(crust, -0.3),
        'stroke-width': 2,
        opacity: 0.7,
        transform: `translate(${CX} ${CY}) rotate(${a})`,
      }),
    );
  }
  out.push(circle(CX, CY, 5, { fill: shade(crust, -0.35) }));
  out.push(seeds(s, CX, CY, centre * 0.95, 60, '#fff1cf', 2.4));
  out.push(seeds(s, CX, CY, centre * 0.95, 40, '#231a14', 1.8));
  out.push(
    ellipse(CX - r * 0.35, CY - r * 0.5, r * 0.35, r * 0.1, {
      fill: '#fff',
      opacity: 0.22,
      transform: `rotate(-28 ${CX - r * 0.35} ${CY - r * 0.5})`,
    }),
  );
  return out.join('');
}

export function drawPizza(s: Scene): string {
  const out: string[] = [];
  // Wooden board.
  out.push(softShadow(s, CX, CY, 214, 214, 0.4));
  out.push(
    circle(CX, CY, 214, {
      fill: s.radial(
        [
          [0, '#d9a86a'],
          [1, '#a8733d'],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    }),
  );
  for (let i = 0; i < 6; i++) {
    out.push(
      circle(CX + 3, CY + 2, 60 + i * 28, {
        fill: 'none',
        stroke: '#8f5e2e',
        'stroke-width': 1.2,
        opacity: 0.25,
      }),
    );
  }
  // Crust, sauce and cheese.
  const r = 184;
  out.push(
    path(blobPath(s.rng, CX, CY, r, 0.04, 18), {
      fill: s.radial(
        [
          [0.8, '#f1c27a'],
          [0.93, '#dc9a4c'],
          [1, '#a9652a'],
        ],
        { cx: 0.48, cy: 0.47, r: 0.52 },
      ),
    }),
  );
  for (let i = 0; i < 26; i++) {
    const a = s.rng() * Math.PI * 2;
    const d = r * s.between(0.86, 0.95);
    out.push(ellipse(CX + Math.cos(a) * d, CY + Math.sin(a) * d, 6, 3.5, { fill: '#8e4f1d', opacity: 0.45 }));
  }
  out.push(
    path(blobPath(s.rng, CX, CY, r * 0.84, 0.05, 16), {
      fill: s.radial(
        [
          [0, shade(s.accent, 0.15)],
          [1, shade(s.accent, -0.2)],
        ],
        {},
      ),
    }),
  );
  // Melted cheese: one large irregular sheet with sauce peeking through and golden bubbles.
  const cheese = s.radial(
    [
      [0, '#fff4c8'],
      [0.75, '#fbdf86'],
      [1, '#f0c25a'],
    ],
    { cx: 0.45, cy: 0.42 },
  );
  out.push(path(blobPath(s.rng, CX, CY, r * 0.74, 0.22, 20), { fill: cheese }));
  for (let i = 0; i < 14; i++) {
    const [x, y] = inDisc(s, CX, CY, r * 0.62);
    out.push(
      path(blobPath(s.rng, x, y, s.between(5, 10), 0.4, 6), { fill: shade(s.accent, -0.05), opacity: 0.85 }),
    );
  }
  for (let i = 0; i < 22; i++) {
    const [x, y] = inDisc(s, CX, CY, r * 0.68);
    out.push(circle(x, y, s.between(3, 7), { fill: '#e2a047', opacity: 0.55 }));
  }
  // Toppings: sausage slices, olives, basil.
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + s.between(-0.2, 0.2);
    const d = i % 2 ? r * 0.58 : r * 0.3;
    const x = CX + Math.cos(a) * d;
    const y = CY + Math.sin(a) * d;
    out.push(shadowEllipse(s, x + 2, y + 3, 23, 23, '#3b0d05', 0.3));
    out.push(circle(x, y, 19, { fill: '#a8322a', stroke: '#6e1812', 'stroke-width': 2.5 }));
    for (let k = 0; k < 5; k++)
      out.push(circle(x + s.between(-10, 10), y + s.between(-10, 10), 2, { fill: '#ecae96' }));
    out.push(ellipse(x - 6, y - 8, 7, 3, { fill: '#fff', opacity: 0.3 }));
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = inDisc(s, CX, CY, r * 0.7);
    out.push(circle(x, y, 6.5, { fill: 'none', stroke: '#2a2a22', 'stroke-width': 4 }));
  }
  out.push(herbs(s, CX, CY, r * 0.6, 10, 12));
  // Slice cuts.
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI + 0.3;
    out.push(
      path(
        `M${CX - Math.cos(a) * r * 0.97} ${CY - Math.sin(a) * r * 0.97} L${CX + Math.cos(a) * r * 0.97} ${CY + Math.sin(a) * r * 0.97}`,
        {
          stroke: '#7a3a14',
          'stroke-width': 2,
          opacity: 0.25,
        },
      ),
    );
  }
  return out.join('');
}

export function drawDessert(s: Scene): string {
  const out: string[] = [];
  // A plate seen at three quarters.
  out.push(softShadow(s, CX, CY + 70, 200, 92, 0.38));
  out.push(
    ellipse(CX, CY + 60, 205, 100, {
      fill: s.radial(
        [
          [0.6, '#ffffff'],
          [1, '#e3dbcf'],
        ],
        { cx: 0.47, cy: 0.45 },
      ),
    }),
  );
  out.push(ellipse(CX, CY + 64, 150, 68, { fill: '#f6f2ea', stroke: '#e4dccf', 'stroke-width': 1.5 }));
  // A layered slice: front face, side face, top.
  const cream = '#fff3da';
  const layer = s.accent;
  const x0 = CX - 105;
  const x1 = CX + 55;
  const x2 = CX + 120;
  const yb = CY + 85;
  const h = 120;
  const depth = 52;
  out.push(shadowEllipse(s, CX + 5, yb + 4, 145, 30, '#5a2e10', 0.35));
  const layers = 6;
  for (let i = 0; i < layers; i++) {
    const yTop = yb - (h / layers) * (i + 1);
    const yBot = yb - (h / layers) * i;
    const color = i % 2 === 0 ? shade(layer, -0.1) : cream;
    out.push(path(`M${x0} ${yBot} L${x1} ${yBot} L${x1} ${yTop} L${x0} ${yTop}Z`, { fill: color }));
    out.push(
      path(`M${x1} ${yBot} L${x2} ${yBot - depth} L${x2} ${yTop - depth} L${x1} ${yTop}Z`, {
        fill: shade(color, -0.15),
      }),
    );
  }
  const top = yb - h;
  out.push(
    path(`M${x0} ${top} L${x1} ${top} L${x2} ${top - depth} L${x0 + 65} ${top - depth}Z`, {
      fill: s.linear(
        [
          [0, shade(layer, 0.35)],
          [1, shade(layer, 0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  out.push(
    path(`M${x0} ${top} L${x1} ${top} L${x1} ${yb} L${x0} ${yb}Z`, { fill: '#ffffff', opacity: 0.08 }),
  );
  out.push(path(`M${x0} ${top} L${x0} ${yb}`, { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 }));
  // Crumbs and decoration on top.
  for (let i = 0; i < 40; i++) {
    const u = s.rng();
    const v = s.rng();
    const x = x0 + u * (x1 - x0) + v * 65;
    const y = top - v * depth;
    out.push(circle(x, y, s.between(1.5, 3.2), { fill: mix(layer, '#fff8e6', s.rng() * 0.7) }));
  }
  const berryX = x0 + 100;
  const berryY = top - 26;
  out.push(
    ellipse(berryX - 26, berryY + 4, 20, 12, { fill: '#fffaf0', stroke: '#eee3cc', 'stroke-width': 1 }),
  );
  out.push(circle(berryX - 26, berryY - 6, 11, { fill: '#c81d3a' }));
  out.push(circle(berryX - 29, berryY - 9, 3, { fill: '#fff', opacity: 0.6 }));
  out.push(circle(berryX + 8, berryY - 2, 9, { fill: '#3b2a6b' }));
  out.push(herbs(s, berryX + 22, berryY - 14, 6, 2, 9));
  // Caramel drizzle on the plate.
  out.push(
    path(`M${CX - 150} ${CY + 100} q30 -14 60 0 t60 0`, {
      stroke: shade(layer, -0.15),
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
  for (let i = 0; i < 3; i++) {
    out.push(circle(CX + 130 + i * 14, CY + 96 - i * 6, 5 - i, { fill: shade(layer, -0.15), opacity: 0.7 }));
  }
  return out.join('');
}
