// Server-only exports of checkout, kept out of index.ts: client code must never reach a .server file.
export { loadCheckoutProducts, parseIds } from './checkout-products.server';
export { loadTablePlace, tableCookieFor } from './table-link.server';
