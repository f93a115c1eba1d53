export * from './bot-messages.js';
export * from './init-data.js';
