// The texts alone, without components or stylesheets: message files of both apps import from
// here (`@dastarkhan/client/messages`), so they load in Node too (the browser tests read them).
export { clientMessages } from './client-messages';
export { defineMessages, type Message } from './define-messages';
