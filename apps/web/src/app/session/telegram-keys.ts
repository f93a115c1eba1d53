/** sessionStorage keys of the web-bot; everything under the prefix survives logout (spec §4). */
export const WEB_BOT_STORAGE_PREFIX = 'dastarkhan:tg-';
export const LAUNCH_KEY = `${WEB_BOT_STORAGE_PREFIX}launch`;
export const INIT_DATA_KEY = `${WEB_BOT_STORAGE_PREFIX}init-data`;
export const LINKED_KEY = `${WEB_BOT_STORAGE_PREFIX}linked`;
