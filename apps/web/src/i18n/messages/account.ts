import { defineMessages } from '../define-messages';

export const accountMessages = defineMessages({});
