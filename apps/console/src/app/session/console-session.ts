import { createSessionStore } from '@dastarkhan/client';

/**
 * The staff member's session, under the console's own key: a customer signed in on the
 * storefront of the same host keeps theirs (and the storefront's logout keeps this one).
 */
export const consoleSession = createSessionStore('dastarkhan:console:session');
