/** One text to one phone, `998XXXXXXXXX` (12 digits, no "+"). */
export interface SmsMessage {
  phone: string;
  text: string;
  /**
   * The login code the text carries, when it carries one: the demo's console gateway writes it
   * on a log line of its own ("Login code for +998 …: 1234") so whoever tries the demo finds it.
   */
  loginCode?: string;
}

/**
 * How a tenant's texts leave the building (spec §3 `smsGateway`). `send` resolves once the
 * provider accepted the message, and rejects with SmsDeliveryError when it did not: the caller
 * tells the user to try again and nothing else changes.
 */
export interface SmsGateway {
  readonly name: 'ESKIZ' | 'PLAY_MOBILE' | 'CONSOLE';
  send(message: SmsMessage): Promise<void>;
}

/**
 * The provider was unreachable, refused our credentials or rejected the message. `status` is the
 * provider's HTTP status when it answered; a `cause` without one means it could not be reached.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly gateway: SmsGateway['name'],
    override readonly cause?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
