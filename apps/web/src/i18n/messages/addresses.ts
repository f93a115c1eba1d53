import { defineMessages } from '../define-messages';

export const addressesMessages = defineMessages({});
