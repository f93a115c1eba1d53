import { SmsDeliveryError, type SmsGateway } from './sms-gateway.js';

export interface EskizOptions {
  baseUrl?: string;
  email: string;
  password: string;
  /** Sender name; "4546" is Eskiz's shared default. */
  from?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * Eskiz.uz (integrations.md §4): a JWT from `POST /auth/login`, kept in memory and reused for
 * every text; on a 401 it is refreshed with `PATCH /auth/refresh` (or obtained again) and the
 * text is sent once more. Form fields, as Eskiz's own clients send them.
 */
export function createEskizGateway({
  baseUrl = 'https://notify.eskiz.uz/api',
  email,
  password,
  from = '4546',
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: EskizOptions): SmsGateway {
  let token: string | null = null;
  let login: Promise<string> | null = null;

  async function call(
    path: string,
    init: { method: string; form?: Record<string, string>; bearer?: string },
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    try {
      return await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers,
        body: init.form ? new URLSearchParams(init.form) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`Eskiz ${path} unreachable`, 'ESKIZ', error);
    }
  }

  async function tokenFrom(response: Response, what: string): Promise<string> {
    const body = (await response.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const value = body?.data?.token;
    if (!response.ok || typeof value !== 'string' || !value) {
      throw new SmsDeliveryError(`Eskiz ${what} failed with HTTP ${response.status}`, 'ESKIZ');
    }
    return value;
  }

  function logIn(): Promise<string> {
    // Texts sent at the same moment share one login.
    login ??= (async () => {
      try {
        const response = await call('/auth/login', { method: 'POST', form: { email, password } });
        token = await tokenFrom(response, 'login');
        return token;
      } finally {
        login = null;
      }
    })();
    return login;
  }

  async function renew(old: string): Promise<string> {
    try {
      const response = await call('/auth/refresh', { method: 'PATCH', bearer: old });
      token = await tokenFrom(response, 'token refresh');
      return token;
    } catch {
      token = null;
      return logIn();
    }
  }

  async function send(bearer: string, phone: string, text: string) {
    return call('/message/sms/send', {
      method: 'POST',
      bearer,
      form: { mobile_phone: phone.replace(/\D/g, ''), message: text, from },
    });
  }

  return {
    name: 'ESKIZ',
    async send({ phone, text }) {
      const current = token ?? (await logIn());
      let response = await send(current, phone, text);
      if (response.status === 401) response = await send(await renew(current), phone, text);
      const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
      if (!response.ok || !body || (body.id === undefined && body.status === undefined)) {
        throw new SmsDeliveryError(`Eskiz refused the message with HTTP ${response.status}`, 'ESKIZ');
      }
    },
  };
}
