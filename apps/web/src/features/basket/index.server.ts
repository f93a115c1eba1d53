// Server-only exports of basket, kept out of index.ts: client code must never reach a .server file.
export { basketProducts, freshProduct, loadFreshProducts, parseIds } from './load-fresh-products.server';
