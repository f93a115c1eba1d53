// Server-only exports of the receipt page, kept out of index.ts.
export { loadReceipt } from './load-receipt.server';
