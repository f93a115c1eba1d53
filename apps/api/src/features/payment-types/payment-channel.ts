import type { PaymentChannel } from '@dastarkhan/domain';
import type { AuthContext } from '../../http/authenticate.js';

/** The channel whose payment settings apply: the session's (a Telegram web-app session is BOT). */
export const paymentChannelOf = (auth: AuthContext): PaymentChannel =>
  auth.session.source === 'TG' ? 'BOT' : 'WEB';
