import { randomUUID } from 'node:crypto';
import { SmsDeliveryError, type SmsGateway } from './sms-gateway.js';

export interface PlayMobileOptions {
  baseUrl?: string;
  login: string;
  password: string;
  originator?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Unique per message (the broker deduplicates on it). */
  messageId?: () => string;
}

/** Alphanumeric and short, which every broker version accepts; random, so retries never collide. */
const randomMessageId = () => `dk${randomUUID().replace(/-/g, '').slice(0, 20)}`;

function describeProblem(body: string): string {
  try {
    const { error_code: code, error_description: description } = JSON.parse(body) as Record<string, unknown>;
    if (code === undefined) return '';
    return description === undefined ? ` (error ${code})` : ` (error ${code}: ${description})`;
  } catch {
    return '';
  }
}

/**
 * Play Mobile's broker API (docs/integrations.md §4): `POST /broker-api/send`, Basic auth, a JSON
 * list of messages. 200 means accepted; a 400 carries `error_code` and `error_description`.
 */
export function createPlayMobileGateway({
  baseUrl = 'https://send.smsxabar.uz',
  login,
  password,
  originator = '3700',
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
  messageId = randomMessageId,
}: PlayMobileOptions): SmsGateway {
  const authorization = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  return {
    name: 'PLAY_MOBILE',
    async send({ phone, text }) {
      const payload = {
        messages: [
          {
            recipient: phone.replace(/\D/g, ''),
            'message-id': messageId(),
            sms: { originator, content: { text } },
          },
        ],
      };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let status: number;
      let body: string;
      try {
        const response = await fetch(`${baseUrl}/broker-api/send`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(payload),
          signal: controller.signal,
        });
        status = response.status;
        // Read under the same timer, and always: an unread body keeps the socket from the pool.
        body = await response.text();
      } catch (error) {
        const why = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : 'is unreachable';
        throw new SmsDeliveryError(`Play Mobile ${why}`, 'PLAY_MOBILE', error);
      } finally {
        clearTimeout(timer);
      }
      if (status >= 200 && status < 300) return;
      throw new SmsDeliveryError(
        `Play Mobile refused the message with HTTP ${status}${describeProblem(body)}`,
        'PLAY_MOBILE',
        undefined,
        status,
      );
    },
  };
}
