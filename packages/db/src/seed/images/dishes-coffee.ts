// Coffee in a cup on a saucer (issue 19: an Americano was drawn as a teapot). The accent is the
// coffee's colour: dark for an Americano or espresso, milky for a cappuccino or latte, which also
// get foam with a heart of latte art.
import { CX, CY, shadowEllipse, softShadow } from './scene-parts.js';
import { circle, ellipse, luminance, mix, path, type Scene, shade } from './svg-kit.js';

const PORCELAIN: Array<[number, string]> = [
  [0, '#ffffff'],
  [0.7, '#f4f0ea'],
  [1, '#d9d0c4'],
];

function beans(s: Scene): string {
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = s.between(40, 440);
    const y = i % 2 ? s.between(50, 120) : s.between(400, 450);
    const turn = Math.round(s.rng() * 180);
    out.push(
      ellipse(x, y, 11, 7.5, {
        fill: '#4a2a17',
        transform: `rotate(${turn} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
      path(`M${x - 9} ${y} Q${x} ${y - 3} ${x + 9} ${y}`, {
        stroke: '#2a160b',
        'stroke-width': 2,
        fill: 'none',
        transform: `rotate(${turn} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  return out.join('');
}

export function drawCoffee(s: Scene): string {
  const milky = luminance(s.accent) > 0.45;
  const out = [beans(s)];
  // Saucer.
  out.push(softShadow(s, CX, CY + 70, 190, 70, 0.35));
  out.push(ellipse(CX, CY + 62, 190, 72, { fill: s.radial(PORCELAIN, { cx: 0.45, cy: 0.4, r: 0.7 }) }));
  out.push(ellipse(CX, CY + 58, 120, 44, { fill: '#e9e2d8' }));
  // Cup body: a tapered bowl seen from slightly above, and its handle.
  const top = CY - 40;
  out.push(
    path(
      `M${CX + 118} ${top + 30} C${CX + 190} ${top + 20} ${CX + 190} ${top + 120} ${CX + 98} ${top + 110}`,
      {
        fill: 'none',
        stroke: '#e6dfd4',
        'stroke-width': 22,
        'stroke-linecap': 'round',
      },
    ),
  );
  out.push(shadowEllipse(s, CX, CY + 58, 110, 30, '#3d2410', 0.35));
  out.push(
    path(
      `M${CX - 130} ${top} C${CX - 126} ${top + 110} ${CX - 80} ${top + 150} ${CX} ${top + 150} C${CX + 80} ${top + 150} ${CX + 126} ${top + 110} ${CX + 130} ${top}Z`,
      {
        fill: s.linear(
          [
            [0, '#ffffff'],
            [0.6, '#f1ece4'],
            [1, '#cfc5b8'],
          ],
          0,
          0,
          1,
          0,
        ),
      },
    ),
  );
  // Rim and the coffee inside.
  out.push(ellipse(CX, top, 130, 46, { fill: '#f7f3ee', stroke: '#ddd3c6', 'stroke-width': 3 }));
  const coffee = milky ? mix(s.accent, '#6b4226', 0.25) : s.accent;
  out.push(
    ellipse(CX, top + 4, 116, 38, {
      fill: s.radial(
        [
          [0, shade(coffee, 0.18)],
          [0.75, coffee],
          [1, shade(coffee, -0.35)],
        ],
        { cx: 0.42, cy: 0.4, r: 0.65 },
      ),
    }),
  );
  if (milky) {
    // Foam and a heart of latte art.
    out.push(ellipse(CX, top + 4, 96, 30, { fill: mix(s.accent, '#fff7ea', 0.55) }));
    out.push(
      path(
        `M${CX} ${top + 26} C${CX - 46} ${top + 4} ${CX - 40} ${top - 22} ${CX - 14} ${top - 16} C${CX - 6} ${top - 14} ${CX} ${top - 8} ${CX} ${top - 4} C${CX} ${top - 8} ${CX + 6} ${top - 14} ${CX + 14} ${top - 16} C${CX + 40} ${top - 22} ${CX + 46} ${top + 4} ${CX} ${top + 26}Z`,
        { fill: shade(s.accent, -0.2), opacity: 0.75 },
      ),
    );
  } else {
    // Crema ring and a highlight on a black coffee.
    out.push(
      ellipse(CX, top + 4, 110, 35, { fill: 'none', stroke: '#b07a45', 'stroke-width': 5, opacity: 0.7 }),
    );
    out.push(ellipse(CX - 40, top - 8, 26, 7, { fill: '#ffffff', opacity: 0.22 }));
  }
  // A spoon on the saucer.
  out.push(
    path(`M${CX - 150} ${CY + 96} L${CX - 60} ${CY + 70}`, {
      stroke: '#b9bcc0',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    ellipse(CX - 164, CY + 100, 18, 10, {
      fill: '#cfd2d6',
      transform: `rotate(-16 ${CX - 164} ${CY + 100})`,
    }),
    circle(CX - 170, CY + 97, 4, { fill: '#ffffff', opacity: 0.6 }),
  );
  return out.join('');
}
