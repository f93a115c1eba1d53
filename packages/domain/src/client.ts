// The zod-free part of the domain, for the browser bundle: every kilobyte of the storefront's
// first load counts (DESIGN.md). Types come from the main entry (`import type`), values from here.
export * from './branches/index.js';
export * from './catalogue/option-selection.js';
export * from './catalogue/search-text.js';
export * from './constants.js';
export { pickText } from './i18n/pick-text.js';
export { formatSom, NBSP } from './money/format-som.js';
export { clampPercent, lineDiscount, lineTotal } from './pricing/line.js';
export { signTelegramInitData, verifyTelegramInitData } from './telegram/init-data.js';
