// Street food and drinks, in a three-quarter side view: burger, wrap, fries and a glass.
import { CX, CY, herbs, roundedRect, shadowEllipse, shapeShadow, softShadow } from './scene-parts.js';
import { blobPath, circle, ellipse, g, luminance, mix, path, rect, type Scene, shade } from './svg-kit.js';

/** An oval plate seen at three quarters. */
function sidePlate(s: Scene, cy: number, rx = 205, ry = 78): string {
  return [
    softShadow(s, CX, cy + 8, rx, ry, 0.4),
    ellipse(CX, cy, rx, ry, {
      fill: s.radial(
        [
          [0.62, '#ffffff'],
          [1, '#ddd4c6'],
        ],
        { cx: 0.47, cy: 0.42 },
      ),
    }),
    ellipse(CX, cy + 4, rx * 0.72, ry * 0.66, { fill: '#f5f1e9', stroke: '#e3dbcd', 'stroke-width': 1.5 }),
  ].join('');
}

export function drawBurger(s: Scene): string {
  const out = [sidePlate(s, CY + 130)];
  const bun = s.linear(
    [
      [0, '#f4b860'],
      [0.6, '#d98a35'],
      [1, '#b8682a'],
    ],
    0,
    0,
    0,
    1,
  );
  const w = 150;
  const base = CY + 118;
  out.push(shadowEllipse(s, CX, base + 6, w + 20, 26, '#3b1a0a', 0.45));
  // Bottom bun.
  out.push(
    path(
      `M${CX - w} ${base - 30} Q${CX - w} ${base} ${CX - w + 30} ${base} L${CX + w - 30} ${base} Q${CX + w} ${base} ${CX + w} ${base - 30}Z`,
      { fill: bun },
    ),
  );
  // Lettuce.
  let lettuce = `M${CX - w - 12} ${base - 30}`;
  for (let i = 0; i <= 12; i++) {
    const x = CX - w - 12 + ((2 * w + 24) / 12) * i;
    lettuce += ` Q${x - 12} ${base - (i % 2 ? 14 : 22)} ${x} ${base - 30 + (i % 2 ? 10 : 0)}`;
  }
  lettuce += ` L${CX + w + 12} ${base - 48} L${CX - w - 12} ${base - 48}Z`;
  out.push(path(lettuce, { fill: '#6fbf3f', stroke: '#4e9a2a', 'stroke-width': 2 }));
  // Patty (the dish's accent) with grill texture.
  const patty = s.linear(
    [
      [0, shade(s.accent, 0.1)],
      [1, shade(s.accent, -0.35)],
    ],
    0,
    0,
    0,
    1,
  );
  out.push(rect(CX - w - 6, base - 92, 2 * w + 12, 50, { rx: 24, fill: patty }));
  for (let i = 0; i < 26; i++) {
    const x = CX - w + s.rng() * 2 * w;
    const y = base - 86 + s.rng() * 38;
    out.push(circle(x, y, s.between(1.5, 3.5), { fill: shade(s.accent, -0.5), opacity: 0.6 }));
  }
  // Tomato.
  out.push(rect(CX - w + 8, base - 104, 2 * w - 16, 16, { rx: 8, fill: '#e0412e' }));
  // Cheese with drips.
  out.push(
    path(
      `M${CX - w - 4} ${base - 112} L${CX + w + 4} ${base - 112} L${CX + w - 10} ${base - 96} L${CX + 60} ${base - 100} L${CX + 48} ${base - 70} L${CX + 34} ${base - 100} L${CX - 40} ${base - 98} L${CX - 56} ${base - 76} L${CX - 70} ${base - 98} L${CX - w + 6} ${base - 96}Z`,
      { fill: '#f7c531', stroke: '#e0a91a', 'stroke-width': 1.5, 'stroke-linejoin': 'round' },
    ),
  );
  // Top bun with sesame.
  const topY = base - 112;
  out.push(
    path(
      `M${CX - w - 4} ${topY} Q${CX - w - 8} ${topY - 120} ${CX} ${topY - 125} Q${CX + w + 8} ${topY - 120} ${CX + w + 4} ${topY}Z`,
      { fill: bun },
    ),
  );
  out.push(
    ellipse(CX - 55, topY - 85, 50, 18, {
      fill: '#fff',
      opacity: 0.25,
      transform: `rotate(-12 ${CX - 55} ${topY - 85})`,
    }),
  );
  for (let i = 0; i < 24; i++) {
    const x = CX - w * 0.8 + s.rng() * w * 1.6;
    const dx = (x - CX) / w;
    const y = topY - 110 * (1 - dx * dx) + s.rng() * 60;
    out.push(
      ellipse(x, y, 4, 2, {
        fill: '#fff6dc',
        transform: `rotate(${Math.round(s.rng() * 60 - 30)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  return out.join('');
}

export function drawWrap(s: Scene): string {
  const out: string[] = [];
  // Parchment paper.
  out.push(
    g(
      { transform: `translate(${CX} ${CY + 10}) rotate(8)` },
      [
        shapeShadow(roundedRect(-175, -170, 350, 330, 6), 5, 10, '#000000', 0.18, 10),
        rect(-175, -170, 350, 330, { rx: 6, fill: '#f3e6cc' }),
        rect(-175, -170, 350, 330, { rx: 6, fill: 'none', stroke: '#dcc9a5', 'stroke-width': 2 }),
      ].join(''),
    ),
  );
  // The wrap stays wheat-coloured; the accent tints it a little and dominates the filling.
  const tortilla = mix('#e2b273', s.accent, 0.18);
  const half = (x: number, y: number, angle: number) => {
    const body = s.linear(
      [
        [0, shade(tortilla, 0.35)],
        [0.5, shade(tortilla, 0.15)],
        [1, shade(tortilla, -0.25)],
      ],
      0,
      0,
      0,
      1,
    );
    const parts = [
      shapeShadow(roundedRect(-125, -48, 240, 96, 46), 5, 8, '#3b1a0a', 0.25, 6),
      rect(-125, -48, 240, 96, { rx: 46, fill: body }),
    ];
    for (let i = 0; i < 6; i++) {
      const gx = -95 + i * 36;
      parts.push(
        path(`M${gx} -44 L${gx + 22} 44`, {
          stroke: shade(tortilla, -0.45),
          'stroke-width': 6,
          opacity: 0.35,
          'stroke-linecap': 'round',
        }),
      );
    }
    // The cut end with the filling.
    parts.push(
      ellipse(112, 0, 32, 50, {
        fill: shade(tortilla, 0.3),
        stroke: shade(tortilla, -0.2),
        'stroke-width': 2,
      }),
    );
    parts.push(ellipse(112, 0, 26, 43, { fill: '#fff3df' }));
    const fillings = ['#8a4526', '#6fbf3f', s.accent, '#a65a2e', '#e0412e', '#7a3b1e', '#6fbf3f', s.accent];
    for (let i = 0; i < 16; i++) {
      const a = s.rng() * Math.PI * 2;
      const d = Math.sqrt(s.rng());
      const fx = 112 + Math.cos(a) * d * 17;
      const fy = Math.sin(a) * d * 34;
      parts.push(
        path(blobPath(s.rng, fx, fy, s.between(6, 10), 0.4, 6), { fill: fillings[i % fillings.length] }),
      );
    }
    parts.push(
      path('M100 -20 q10 8 22 0 t20 6', { stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.8 }),
    );
    for (let i = 0; i < 10; i++) {
      parts.push(
        circle(s.between(-110, 80), s.between(-36, 36), s.between(3, 7), {
          fill: shade(tortilla, -0.35),
          opacity: 0.3,
        }),
      );
    }
    parts.push(ellipse(-60, -26, 50, 8, { fill: '#fff', opacity: 0.25 }));
    return g({ transform: `translate(${x} ${y}) rotate(${angle})` }, parts.join(''));
  };
  out.push(half(CX - 30, CY - 60, -18));
  out.push(half(CX - 10, CY + 70, -18));
  out.push(herbs(s, CX + 120, CY - 130, 18, 5, 8));
  return out.join('');
}

export function drawFries(s: Scene): string {
  const out: string[] = [];
  const carton = luminance(s.accent) > 0.55 ? '#d62828' : '#c8102e';
  out.push(softShadow(s, CX, CY + 170, 150, 26, 0.45));
  // Fries sticking out of the carton.
  const fry = s.linear(
    [
      [0, shade(s.accent, 0.35)],
      [0.5, s.accent],
      [1, shade(s.accent, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < 22; i++) {
    const x = CX - 100 + (i / 21) * 200 + s.between(-8, 8);
    const top = CY - 150 + s.rng() * 70 + Math.abs(x - CX) * 0.35;
    const tilt = (x - CX) * 0.12 + s.between(-6, 6);
    out.push(
      rect(x - 11, top, 22, 200, {
        rx: 5,
        fill: fry,
        stroke: shade(s.accent, -0.3),
        'stroke-width': 1.5,
        transform: `rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${CY + 60})`,
      }),
    );
    out.push(
      rect(x - 11, top, 22, 6, {
        rx: 3,
        fill: shade(s.accent, -0.35),
        opacity: 0.6,
        transform: `rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${CY + 60})`,
      }),
    );
  }
  // The carton.
  const box = s.linear(
    [
      [0, shade(carton, 0.15)],
      [0.5, carton],
      [1, shade(carton, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  out.push(
    path(
      `M${CX - 130} ${CY - 10} Q${CX} ${CY + 40} ${CX + 130} ${CY - 10} L${CX + 100} ${CY + 170} Q${CX} ${CY + 185} ${CX - 100} ${CY + 170}Z`,
      { fill: box },
    ),
  );
  out.push(
    path(`M${CX - 130} ${CY - 10} Q${CX} ${CY + 40} ${CX + 130} ${CY - 10}`, {
      fill: 'none',
      stroke: shade(carton, 0.35),
      'stroke-width': 4,
    }),
  );
  out.push(
    path(
      `M${CX - 118} ${CY + 70} Q${CX} ${CY + 112} ${CX + 118} ${CY + 70} L${CX + 114} ${CY + 92} Q${CX} ${CY + 134} ${CX - 114} ${CY + 92}Z`,
      { fill: '#ffffff', opacity: 0.9 },
    ),
  );
  out.push(
    path(`M${CX - 110} ${CY + 10} L${CX - 88} ${CY + 160}`, {
      stroke: '#fff',
      'stroke-width': 6,
      opacity: 0.25,
      'stroke-linecap': 'round',
    }),
  );
  // A dip of ketchup.
  out.push(softShadow(s, CX + 160, CY + 170, 46, 14, 0.4));
  out.push(
    path(
      `M${CX + 116} ${CY + 140} L${CX + 124} ${CY + 172} Q${CX + 160} ${CY + 184} ${CX + 196} ${CY + 172} L${CX + 204} ${CY + 140}Z`,
      { fill: '#f4efe6' },
    ),
  );
  out.push(ellipse(CX + 160, CY + 140, 44, 12, { fill: '#ffffff', stroke: '#ddd3c3', 'stroke-width': 1.5 }));
  out.push(ellipse(CX + 160, CY + 141, 38, 9, { fill: '#c8261c' }));
  out.push(ellipse(CX + 150, CY + 139, 12, 2.5, { fill: '#fff', opacity: 0.5 }));
  return out.join('');
}

export function drawDrink(s: Scene): string {
  const out: string[] = [];
  const liquidColor = s.accent;
  const top = CY - 150;
  const bottom = CY + 150;
  const wTop = 92;
  const wBot = 72;
  // Coaster and shadow.
  out.push(softShadow(s, CX + 10, bottom + 8, 130, 30, 0.45));
  out.push(ellipse(CX, bottom + 4, 125, 30, { fill: mix(s.background, '#8a5a2e', 0.45) }));
  out.push(ellipse(CX, bottom, 125, 30, { fill: mix(s.background, '#c28a4e', 0.55) }));
  // Liquid.
  const level = top + 70;
  const liquid = s.linear(
    [
      [0, shade(liquidColor, 0.25)],
      [0.45, liquidColor],
      [1, shade(liquidColor, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const wLevel = wTop - ((wTop - wBot) * (level - top)) / (bottom - top);
  out.push(
    path(
      `M${CX - wLevel} ${level} L${CX - wBot} ${bottom - 12} Q${CX} ${bottom + 6} ${CX + wBot} ${bottom - 12} L${CX + wLevel} ${level}Z`,
      { fill: liquid },
    ),
  );
  out.push(ellipse(CX, level, wLevel, 14, { fill: shade(liquidColor, 0.2) }));
  // Ice and bubbles.
  for (const [dx, dy, rot] of [
    [-30, 8, 12],
    [24, 14, -18],
    [-4, 36, 30],
  ] as const) {
    out.push(
      rect(CX + dx - 20, level + dy - 16, 40, 34, {
        rx: 8,
        fill: '#ffffff',
        opacity: 0.42,
        stroke: '#ffffff',
        'stroke-width': 2,
        transform: `rotate(${rot} ${CX + dx} ${level + dy})`,
      }),
    );
  }
  for (let i = 0; i < 22; i++) {
    const y = level + 70 + s.rng() * (bottom - level - 100);
    const half = wBot + ((wTop - wBot) * (bottom - y)) / (bottom - top) - 14;
    out.push(
      circle(CX + s.between(-half, half), y, s.between(1.5, 4), {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 1.2,
        opacity: 0.55,
      }),
    );
  }
  // Straw.
  out.push(
    path(`M${CX + 20} ${bottom - 40} L${CX + 62} ${top - 70} L${CX + 110} ${top - 86}`, {
      stroke: '#ffffff',
      'stroke-width': 12,
      fill: 'none',
      'stroke-linejoin': 'round',
    }),
  );
  out.push(
    path(`M${CX + 20} ${bottom - 40} L${CX + 62} ${top - 70} L${CX + 110} ${top - 86}`, {
      stroke: '#e4473b',
      'stroke-width': 12,
      fill: 'none',
      'stroke-dasharray': '10 10',
      'stroke-linejoin': 'round',
    }),
  );
  // Glass walls, rim and highlights.
  out.push(
    path(
      `M${CX - wTop} ${top} L${CX - wBot} ${bottom - 12} Q${CX} ${bottom + 6} ${CX + wBot} ${bottom - 12} L${CX + wTop} ${top}`,
      { fill: '#ffffff', 'fill-opacity': 0.12, stroke: '#ffffff', 'stroke-width': 4, 'stroke-opacity': 0.85 },
    ),
  );
  out.push(
    ellipse(CX, top, wTop, 16, {
      fill: '#ffffff',
      'fill-opacity': 0.15,
      stroke: '#ffffff',
      'stroke-width': 3.5,
      'stroke-opacity': 0.9,
    }),
  );
  out.push(
    path(`M${CX - wTop + 16} ${top + 26} L${CX - wBot + 12} ${bottom - 30}`, {
      stroke: '#ffffff',
      'stroke-width': 9,
      opacity: 0.45,
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    path(`M${CX + wTop - 22} ${top + 30} L${CX + wBot - 16} ${bottom - 60}`, {
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.35,
      'stroke-linecap': 'round',
    }),
  );
  // Lemon slice on the rim and a mint sprig.
  const lx = CX - wTop + 10;
  const ly = top + 6;
  out.push(circle(lx, ly, 32, { fill: '#f4d03f' }));
  out.push(circle(lx, ly, 27, { fill: '#fdf3b0' }));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out.push(
      path(`M${lx} ${ly} L${(lx + Math.cos(a) * 25).toFixed(1)} ${(ly + Math.sin(a) * 25).toFixed(1)}`, {
        stroke: '#f4d03f',
        'stroke-width': 2.5,
      }),
    );
  }
  out.push(herbs(s, CX + 40, top - 4, 16, 4, 11));
  return out.join('');
}
