// Turns a dish illustration into a webp image with sharp (librsvg renders the SVG).
import sharp from 'sharp';
import { type DishHint, drawDishSvg } from './draw-dish.js';

export async function renderDishWebp(hint: DishHint, size = 480): Promise<Buffer> {
  return sharp(Buffer.from(drawDishSvg(hint, size)))
    .webp({ quality: 82 })
    .toBuffer();
}

export async function renderDishPng(hint: DishHint, size = 480): Promise<Buffer> {
  return sharp(Buffer.from(drawDishSvg(hint, size)))
    .png()
    .toBuffer();
}
