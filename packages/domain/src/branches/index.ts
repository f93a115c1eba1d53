export * from './branch-pause.js';
export * from './opening-hours.js';
export * from './phone-display.js';
export * from './store-opening.js';
