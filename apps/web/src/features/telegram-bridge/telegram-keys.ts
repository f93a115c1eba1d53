/** sessionStorage keys of the web-bot; the `dastarkhan:tg-` prefix survives logout (spec §4). */
export const LAUNCH_KEY = 'dastarkhan:tg-launch';
export const INIT_DATA_KEY = 'dastarkhan:tg-init-data';
export const LINKED_KEY = 'dastarkhan:tg-linked';
