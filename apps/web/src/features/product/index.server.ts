// Server-only exports of product, kept out of index.ts: client code must never reach a .server file.
export { loadProduct } from './load-product.server';
