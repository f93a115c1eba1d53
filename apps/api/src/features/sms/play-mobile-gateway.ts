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

/**
 * Play Mobile's broker API (integrations.md §4): `POST /broker-api/send`, Basic auth, a JSON
 * list of messages. 200 means accepted; a 400 carries `error_code` and `error_description`.
 */
export function createPlayMobileGateway({
  baseUrl = 'https://send.smsxabar.uz',
  login,
  password,
  originator = '3700',
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
  messageId = () => `dk${randomUUID().replace(/-/g, '').slice(0, 20)}`,
}: PlayMobileOptions): SmsGateway {
  const authorization = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  return {
    name: 'PLAY_MOBILE',
    async send({ phone, text }) {
      const body = {
        messages: [
          {
            recipient: phone.replace(/\D/g, ''),
            'message-id': messageId(),
            sms: { originator, content: { text } },
          },
        ],
      };
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/broker-api/send`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError('Play Mobile unreachable', 'PLAY_MOBILE', error);
      }
      if (response.ok) return;
      const problem = (await response.json().catch(() => null)) as {
        error_code?: unknown;
        error_description?: unknown;
      } | null;
      const detail =
        problem?.error_code !== undefined ? ` ${problem.error_code}: ${problem.error_description}` : '';
      throw new SmsDeliveryError(
        `Play Mobile refused the message with HTTP ${response.status}${detail}`,
        'PLAY_MOBILE',
      );
    },
  };
}
