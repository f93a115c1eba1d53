// Writes one PNG per dish kind plus contact sheets, so the illustrations can be eyeballed:
//   npx tsx packages/db/src/seed/images/preview.ts /tmp/dishes
// `sheet.png` shows one sample per kind; `menu-<sub>.png` every distinct picture of a tenant.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedTenants } from '../content/index.js';
import type { DishKind } from '../content/types.js';
import type { DishHint } from './draw-dish.js';
import { renderDishPng } from './render-image.js';

const SAMPLES: DishHint[] = (
  [
    ['plov', '#F28C28', '#FFF1DC'],
    ['soup', '#C9772F', '#FCEBD8'],
    ['noodles', '#D64B2A', '#FFEFE2'],
    ['skewer', '#8E3B1F', '#FCE9D9'],
    ['salad', '#E9D07A', '#FFF8E4'],
    ['pastry', '#D9902F', '#FFF0D6'],
    ['bread', '#C8782E', '#FBEBD2'],
    ['dumplings', '#F3DDB0', '#FDF0DC'],
    ['drink', '#F7941D', '#FFF1DE'],
    ['tea', '#9BAE3C', '#F3F4E4'],
    ['dessert', '#E8A838', '#FFF4DD'],
    ['burger', '#7A3B1E', '#2A2A2E'],
    ['pizza', '#D7372A', '#FFF0E6'],
    ['wrap', '#E0A45A', '#2A2A2E'],
    ['fries', '#F4C542', '#2A2A2E'],
    ['sauce', '#C9302C', '#FDEDEA'],
  ] as Array<[DishKind, string, string]>
).map(([kind, accent, background]) => ({ kind, accent, background }));

async function sheet(hints: DishHint[], file: string, tile = 200, columns = 6): Promise<void> {
  const tiles: Array<{ input: Buffer; left: number; top: number }> = [];
  for (const [i, hint] of hints.entries()) {
    tiles.push({
      input: await renderDishPng(hint, tile),
      left: (i % columns) * tile,
      top: Math.floor(i / columns) * tile,
    });
  }
  const rows = Math.ceil(hints.length / columns);
  await sharp({ create: { width: columns * tile, height: rows * tile, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toFile(file);
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '/tmp/dishes';
  await mkdir(dir, { recursive: true });
  for (const hint of SAMPLES) await writeFile(join(dir, `${hint.kind}.png`), await renderDishPng(hint, 480));
  await sheet(SAMPLES, join(dir, 'sheet.png'), 240, 4);
  for (const tenant of seedTenants.slice(0, 2)) {
    const seen = new Map<string, DishHint>();
    for (const p of tenant.groups.flatMap((g) => g.categories.flatMap((c) => c.products))) {
      seen.set(JSON.stringify(p.image), p.image);
    }
    await sheet([...seen.values()], join(dir, `menu-${tenant.sub}.png`));
  }
  console.log(`wrote ${SAMPLES.length} dishes and contact sheets to ${dir}`);
}

await main();
