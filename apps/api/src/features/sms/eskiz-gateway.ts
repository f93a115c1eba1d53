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

interface Reply {
  status: number;
  ok: boolean;
  body: unknown;
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

/**
 * Eskiz.uz (docs/integrations.md §4): a JWT from `POST /auth/login`, kept in memory and reused for
 * every text; on a 401 it is refreshed with `PATCH /auth/refresh` (or obtained again by logging
 * in) and the text is sent once more. Form fields, as Eskiz's own clients send them.
 */
export interface EskizGateway extends SmsGateway {
  /**
   * Logs in afresh (the console's Test button): resolves when Eskiz hands out a token, rejects
   * with SmsDeliveryError — with a `cause` when Eskiz could not be reached at all.
   */
  checkLogin(): Promise<void>;
}

export function createEskizGateway({
  baseUrl = 'https://notify.eskiz.uz/api',
  email,
  password,
  from = '4546',
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: EskizOptions): EskizGateway {
  let token: string | null = null;
  let pending: Promise<string> | null = null;

  async function call(
    path: string,
    init: { method: string; form?: Record<string, string>; bearer?: string },
  ): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers,
        body: init.form ? new URLSearchParams(init.form) : undefined,
        signal: controller.signal,
      });
      // Read under the same timer: a provider that sends headers and then stalls is as dead as a silent one.
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {}
      return { status: response.status, ok: response.ok, body };
    } catch (error) {
      // Only the path goes into the message: the login form carries the password.
      const why = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : 'is unreachable';
      throw new SmsDeliveryError(`Eskiz ${path} ${why}`, 'ESKIZ', error);
    } finally {
      clearTimeout(timer);
    }
  }

  function tokenFrom(reply: Reply, what: string): string {
    const value = field(field(reply.body, 'data'), 'token');
    if (!reply.ok || typeof value !== 'string' || !value) {
      throw new SmsDeliveryError(
        `Eskiz ${what} failed with HTTP ${reply.status}`,
        'ESKIZ',
        undefined,
        reply.status,
      );
    }
    return value;
  }

  async function logIn(): Promise<string> {
    return tokenFrom(await call('/auth/login', { method: 'POST', form: { email, password } }), 'login');
  }

  async function refreshOrLogIn(stale: string): Promise<string> {
    try {
      return tokenFrom(await call('/auth/refresh', { method: 'PATCH', bearer: stale }), 'token refresh');
    } catch {
      return logIn();
    }
  }

  /** Texts sent at the same moment share one login (or refresh) instead of racing for tokens. */
  function shared(obtain: () => Promise<string>): Promise<string> {
    pending ??= obtain()
      .then(
        (fresh) => {
          token = fresh;
          return fresh;
        },
        (error: unknown) => {
          token = null;
          throw error;
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function renewed(stale: string): Promise<string> {
    // Another text already replaced the stale token while this one was in flight.
    if (token && token !== stale) return Promise.resolve(token);
    return shared(() => refreshOrLogIn(stale));
  }

  function post(bearer: string, phone: string, text: string): Promise<Reply> {
    return call('/message/sms/send', {
      method: 'POST',
      bearer,
      form: { mobile_phone: phone.replace(/\D/g, ''), message: text, from },
    });
  }

  return {
    name: 'ESKIZ',
    async checkLogin() {
      await shared(logIn);
    },
    async send({ phone, text }) {
      const bearer = token ?? (await shared(logIn));
      let reply = await post(bearer, phone, text);
      if (reply.status === 401) reply = await post(await renewed(bearer), phone, text);
      const id = field(reply.body, 'id');
      const status = field(reply.body, 'status');
      // A 2xx alone is not enough: Eskiz acknowledges an accepted text with its id and "waiting".
      const accepted = reply.ok && status !== 'error' && (id != null || typeof status === 'string');
      if (!accepted) {
        const said = field(reply.body, 'message');
        const detail = typeof said === 'string' ? `: ${said}` : '';
        throw new SmsDeliveryError(
          `Eskiz refused the message with HTTP ${reply.status}${detail}`,
          'ESKIZ',
          undefined,
          reply.status,
        );
      }
    },
  };
}
