// Dishes with liquid: soup in a kosa, a sauce in a ramekin, and tea with a teapot and piyola.
import { bowl, CX, CY, herbs, plate, shadowEllipse, softShadow } from './scene-parts.js';
import { blobPath, circle, ellipse, g, mix, path, rect, type Scene, shade } from './svg-kit.js';

function inDisc(s: Scene, cx: number, cy: number, r: number): [number, number] {
  const a = s.rng() * Math.PI * 2;
  const d = Math.sqrt(s.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

function liquid(s: Scene, cx: number, cy: number, r: number, color: string): string {
  return circle(cx, cy, r, {
    fill: s.radial(
      [
        [0, shade(color, 0.28)],
        [0.7, color],
        [1, shade(color, -0.3)],
      ],
      { cx: 0.55, cy: 0.55, r: 0.55 },
    ),
  });
}

function sheen(s: Scene, cx: number, cy: number, r: number): string {
  return ellipse(cx - r * 0.35, cy - r * 0.45, r * 0.45, r * 0.16, {
    fill: s.radial([
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]),
    transform: `rotate(-30 ${cx - r * 0.35} ${cy - r * 0.45})`,
  });
}

export function drawSoup(s: Scene): string {
  const r = 208;
  const lr = r * 0.8;
  const out = [bowl(s, CX, CY, r)];
  // Broth: a darker depth under the pieces, then a translucent surface over the sunken ones.
  out.push(liquid(s, CX, CY, lr, shade(s.accent, 0.05)));
  const spots: Array<[number, number]> = [
    [-70, -60],
    [40, -85],
    [90, 10],
    [30, 80],
    [-60, 70],
    [-100, 0],
    [0, 0],
  ];
  const potato = s.radial(
    [
      [0, '#fff3c8'],
      [1, '#e2bd72'],
    ],
    { cx: 0.4, cy: 0.35 },
  );
  for (const [i, [dx, dy]] of spots.entries()) {
    const x = CX + dx + s.between(-10, 10);
    const y = CY + dy + s.between(-10, 10);
    if (i % 3 === 0) {
      const meat = s.radial(
        [
          [0, '#b06a40'],
          [1, '#5d2d17'],
        ],
        { cx: 0.4, cy: 0.35 },
      );
      out.push(path(blobPath(s.rng, x, y, s.between(26, 32), 0.35, 7), { fill: meat }));
    } else {
      const k = s.between(28, 36);
      out.push(
        rect(x - k / 2, y - k / 2, k, k, {
          rx: 9,
          fill: potato,
          stroke: '#d1a75e',
          'stroke-width': 1,
          transform: `rotate(${Math.round(s.rng() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})`,
        }),
      );
    }
  }
  out.push(circle(CX, CY, lr, { fill: shade(s.accent, 0.1), opacity: 0.28 }));
  // Floating carrot coins, pepper strips and greens.
  for (let i = 0; i < 9; i++) {
    const [x, y] = inDisc(s, CX, CY, lr - 28);
    out.push(circle(x, y, 13, { fill: '#ee7d24', stroke: '#cf5f14', 'stroke-width': 1.2 }));
    out.push(circle(x, y, 6, { fill: '#f8aa58' }));
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = inDisc(s, CX, CY, lr - 30);
    out.push(
      rect(x - 14, y - 4.5, 28, 9, {
        rx: 4.5,
        fill: i % 2 ? '#e0442e' : '#f2b632',
        transform: `rotate(${Math.round(s.rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  // Fat droplets catching the light.
  for (let i = 0; i < 30; i++) {
    const [x, y] = inDisc(s, CX, CY, lr - 12);
    out.push(
      circle(x, y, s.between(2, 6), { fill: '#ffd98a', opacity: 0.45, stroke: '#fff0c0', 'stroke-width': 1 }),
    );
  }
  out.push(herbs(s, CX, CY, lr - 25, 40, 6.5));
  // A curved reflection of the window on the broth.
  out.push(
    path(
      `M${CX - lr * 0.78} ${CY - lr * 0.2} A${lr * 0.82} ${lr * 0.82} 0 0 1 ${CX - lr * 0.2} ${CY - lr * 0.78}`,
      {
        stroke: '#ffffff',
        'stroke-width': 10,
        fill: 'none',
        opacity: 0.35,
        'stroke-linecap': 'round',
      },
    ),
  );
  return out.join('');
}

export function drawSauce(s: Scene): string {
  const out = [plate(s, CX, CY, 190, '#fbf7ef')];
  const rr = 115;
  out.push(bowl(s, CX, CY - 6, rr, '#ffffff'));
  const lr = rr * 0.8;
  out.push(liquid(s, CX, CY - 6, lr, s.accent));
  // A swirl on the surface.
  const swirl: string[] = [];
  for (let i = 0; i <= 120; i++) {
    const a = i * 0.14;
    const d = 4 + i * 0.63;
    swirl.push(
      `${i === 0 ? 'M' : 'L'}${(CX + Math.cos(a) * d).toFixed(1)} ${(CY - 6 + Math.sin(a) * d).toFixed(1)}`,
    );
  }
  out.push(
    path(swirl.join(' '), {
      stroke: shade(s.accent, 0.3),
      'stroke-width': 5,
      fill: 'none',
      opacity: 0.6,
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    path(swirl.join(' '), { stroke: shade(s.accent, -0.2), 'stroke-width': 1.5, fill: 'none', opacity: 0.5 }),
  );
  out.push(sheen(s, CX, CY - 6, lr));
  out.push(herbs(s, CX + 10, CY - 10, 30, 5, 7));
  // Garnish beside the bowl: a chili and a garlic clove.
  out.push(
    g(
      { transform: `translate(${CX + 95} ${CY + 125}) rotate(-25)` },
      [
        path('M-40 0 Q-10 -14 30 -4 Q38 0 30 5 Q-10 14 -40 0Z', { fill: '#c8261c' }),
        path('M30 0 Q40 -2 46 -10', {
          stroke: '#3f8f3a',
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
        ellipse(-10, -4, 14, 2.5, { fill: '#fff', opacity: 0.35 }),
      ].join(''),
    ),
  );
  out.push(
    g(
      { transform: `translate(${CX - 120} ${CY + 110}) rotate(30)` },
      [
        path('M-14 10 Q-16 -10 0 -18 Q16 -10 14 10 Q0 16 -14 10Z', {
          fill: '#fbf5e6',
          stroke: '#e0d2b4',
          'stroke-width': 1.5,
        }),
        path('M0 -16 Q-2 0 0 12', { stroke: '#e0d2b4', 'stroke-width': 1.2, fill: 'none' }),
      ].join(''),
    ),
  );
  return out.join('');
}

/** Uzbek cotton-boll ornament ("paxta") used on the teapot and piyola. */
function cottonBoll(x: number, y: number, k: number): string {
  const cobalt = '#1f4e9a';
  const petals: string[] = [];
  for (let i = 0; i < 4; i++) {
    petals.push(
      ellipse(0, -k * 0.6, k * 0.38, k * 0.6, { fill: cobalt, transform: `rotate(${i * 90 + 45})` }),
    );
  }
  return g(
    { transform: `translate(${x} ${y})` },
    [...petals, circle(0, 0, k * 0.38, { fill: '#ffffff', stroke: cobalt, 'stroke-width': k * 0.12 })].join(
      '',
    ),
  );
}

export function drawTea(s: Scene): string {
  const out: string[] = [];
  const porcelain = (cx: number, cy: number) =>
    s.radial(
      [
        [0, '#ffffff'],
        [0.75, '#f3efe8'],
        [1, '#d8cfc2'],
      ],
      { cx, cy, r: 0.7 },
    );
  // Tray.
  out.push(softShadow(s, CX, CY + 120, 205, 62, 0.35));
  out.push(
    ellipse(CX, CY + 112, 210, 66, {
      fill: s.linear(
        [
          [0, '#c9a86a'],
          [1, '#8f6a35'],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  out.push(
    ellipse(CX, CY + 104, 196, 56, {
      fill: s.linear(
        [
          [0, '#e6c98c'],
          [1, '#b88d4a'],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  // Teapot (choynak).
  const tx = CX - 62;
  const ty = CY + 20;
  out.push(shadowEllipse(s, tx + 6, ty + 92, 100, 22, '#3d2410', 0.4));
  out.push(
    path(
      `M${tx + 70} ${ty + 20} Q${tx + 140} ${ty + 10} ${tx + 150} ${ty - 60} L${tx + 162} ${ty - 58} Q${tx + 150} ${ty + 40} ${tx + 78} ${ty + 52}Z`,
      { fill: '#ece6dc', stroke: '#cfc5b6', 'stroke-width': 2 },
    ),
  );
  out.push(
    path(
      `M${tx - 78} ${ty - 20} Q${tx - 140} ${ty - 10} ${tx - 120} ${ty + 40} Q${tx - 100} ${ty + 70} ${tx - 70} ${ty + 50}`,
      { fill: 'none', stroke: '#e4ddd2', 'stroke-width': 12, 'stroke-linecap': 'round' },
    ),
  );
  out.push(
    path(
      `M${tx - 88} ${ty - 40} Q${tx - 100} ${ty + 60} ${tx - 40} ${ty + 90} L${tx + 40} ${ty + 90} Q${tx + 100} ${ty + 60} ${tx + 88} ${ty - 40} Q${tx} ${ty - 70} ${tx - 88} ${ty - 40}Z`,
      { fill: porcelain(0.35, 0.3) },
    ),
  );
  out.push(
    path(`M${tx - 88} ${ty - 40} Q${tx} ${ty - 70} ${tx + 88} ${ty - 40}`, {
      fill: 'none',
      stroke: '#1f4e9a',
      'stroke-width': 5,
    }),
  );
  out.push(
    path(`M${tx - 60} ${ty + 84} L${tx + 60} ${ty + 84}`, {
      stroke: '#1f4e9a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  );
  for (const [dx, dy, k] of [
    [-40, 10, 22],
    [20, 0, 26],
    [60, 40, 16],
    [-10, 52, 16],
  ] as const) {
    out.push(cottonBoll(tx + dx, ty + dy, k));
  }
  out.push(ellipse(tx, ty - 52, 48, 12, { fill: '#e8e1d6', stroke: '#cfc5b6', 'stroke-width': 2 }));
  out.push(
    path(`M${tx - 40} ${ty - 54} Q${tx} ${ty - 92} ${tx + 40} ${ty - 54}Z`, { fill: porcelain(0.4, 0.3) }),
  );
  out.push(circle(tx, ty - 80, 9, { fill: '#1f4e9a' }));
  out.push(
    ellipse(tx - 50, ty - 12, 12, 30, {
      fill: '#ffffff',
      opacity: 0.6,
      transform: `rotate(20 ${tx - 50} ${ty - 12})`,
    }),
  );
  // Piyola with tea.
  const px = CX + 118;
  const py = CY + 86;
  out.push(shadowEllipse(s, px + 4, py + 40, 66, 15, '#3d2410', 0.4));
  out.push(
    path(
      `M${px - 62} ${py - 22} Q${px - 58} ${py + 36} ${px - 18} ${py + 40} L${px + 18} ${py + 40} Q${px + 58} ${py + 36} ${px + 62} ${py - 22}Z`,
      { fill: porcelain(0.3, 0.2) },
    ),
  );
  out.push(
    path(`M${px - 58} ${py} Q${px} ${py + 12} ${px + 58} ${py}`, {
      fill: 'none',
      stroke: '#1f4e9a',
      'stroke-width': 4,
    }),
  );
  out.push(cottonBoll(px - 22, py + 18, 11));
  out.push(cottonBoll(px + 22, py + 18, 11));
  out.push(ellipse(px, py - 22, 62, 15, { fill: '#f7f3ec', stroke: '#d8cfc2', 'stroke-width': 1.5 }));
  const tea = s.radial(
    [
      [0, shade(s.accent, 0.25)],
      [1, shade(s.accent, -0.25)],
    ],
    { cx: 0.5, cy: 0.4 },
  );
  out.push(ellipse(px, py - 20, 54, 11, { fill: tea }));
  out.push(ellipse(px - 18, py - 23, 16, 3, { fill: '#ffffff', opacity: 0.5 }));
  // Steam.
  for (let i = 0; i < 3; i++) {
    const sx = px - 20 + i * 20;
    out.push(
      path(`M${sx} ${py - 36} q-14 -22 0 -44 q14 -22 0 -44`, {
        stroke: '#ffffff',
        'stroke-width': 5,
        fill: 'none',
        opacity: 0.45,
        'stroke-linecap': 'round',
      }),
    );
  }
  // A saucer of navvot crystals.
  out.push(ellipse(CX - 150, CY + 140, 40, 11, { fill: '#f4efe6', stroke: '#d8cfc2', 'stroke-width': 1.5 }));
  for (let i = 0; i < 6; i++) {
    const x = CX - 170 + i * 8;
    out.push(
      path(`M${x} ${CY + 138} l6 -12 l7 10 l-4 6Z`, {
        fill: mix('#f4c969', '#ffffff', (i % 3) * 0.25),
        opacity: 0.95,
      }),
    );
  }
  return out.join('');
}
