/**
 * The Telegram Bot API, as the tenant's bot uses it (issue 18, decision 031): plain `fetch`
 * against `{base}/bot<token>/<method>` (base = TELEGRAM_API_URL). Every call answers a value —
 * never throws — so the webhook, the settings screen and the outbox worker can decide what to do:
 * wait (`retryAfterMs`), give up for good (`permanent`), or try again later.
 *
 * The token sits in the path, so no address, body or error of a call is ever logged or answered.
 */

export type InlineButton = { text: string; web_app: { url: string } } | { text: string; url: string };

export interface SendMessageInput {
  chatId: number | string;
  /** Telegram HTML: every user-provided part must already be escaped (`escapeTelegramHtml`). */
  html: string;
  buttons?: InlineButton[][];
}

export type BotCallFailure = {
  ok: false;
  /** Set when Telegram said 429 with a wait longer than the adapter waits itself. */
  retryAfterMs?: number;
  /** True when repeating the same call can never succeed (403 blocked, 400 bad request, 401 bad token). */
  permanent: boolean;
  /**
   * `blocked` — 403: the bot was blocked, kicked, or the chat is gone: write to it no more;
   * `rate_limited` — 429; `refused` — another 4xx; `server` — 5xx; `unreachable` — network or timeout.
   */
  reason:
    | 'blocked'
    | 'rate_limited'
    | 'refused'
    | 'server'
    | 'unreachable'
    | 'bad_answer'
    /** Not sent at all: the tenant has no bot token, or the person/group no chat with it. */
    | 'no_bot'
    | 'no_chat';
  /** Telegram's own description (e.g. "Forbidden: bot was blocked by the user"), never the token. */
  description?: string;
  status?: number;
};
export type BotCallResult<T> = { ok: true; result: T } | BotCallFailure;
export type SendResult = { ok: true; messageId: number } | BotCallFailure;

export interface BotCommand {
  command: string;
  description: string;
}

export interface BotApiOptions {
  baseUrl: string;
  token: string;
  /** Per HTTP request; a hung Telegram never holds a webhook or a worker longer than this. */
  timeoutMs?: number;
  /** A 429 asking for at most this long is waited out once inside the call; longer is handed back. */
  maxInlineRetryMs?: number;
  /** For tests of the wait; the real clock otherwise. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Telegram's answer envelope: `{ ok, result }` or `{ ok:false, error_code, description, parameters }`. */
interface Envelope {
  ok?: unknown;
  result?: unknown;
  description?: unknown;
  parameters?: { retry_after?: unknown };
}

export function createBotApi({
  baseUrl,
  token,
  timeoutMs = 10_000,
  maxInlineRetryMs = 5_000,
  sleep = defaultSleep,
}: BotApiOptions) {
  // `:` is legal in a path segment; everything else odd in a token is escaped so it stays one segment.
  const prefix = `${baseUrl.replace(/\/$/, '')}/bot${encodeURIComponent(token).replace(/%3A/gi, ':')}`;

  async function once(method: string, params: Record<string, unknown>): Promise<BotCallResult<unknown>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${prefix}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(params),
        signal: controller.signal,
      });
      const body = (await response.json().catch(() => null)) as Envelope | null;
      const description = typeof body?.description === 'string' ? body.description.slice(0, 300) : undefined;
      const status = response.status;
      if (response.ok && body?.ok === true) return { ok: true, result: body.result };
      if (response.ok) return { ok: false, permanent: false, reason: 'bad_answer', status };
      if (status === 429) {
        const seconds = Number(body?.parameters?.retry_after);
        const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 1_000;
        return { ok: false, permanent: false, reason: 'rate_limited', retryAfterMs, status, description };
      }
      // 403: blocked by the user, kicked from the group. 400 "chat not found": the chat is gone
      // (or the bot never met the person). Either way writing again cannot succeed.
      if (status === 403 || (status === 400 && /chat not found/i.test(description ?? '')))
        return { ok: false, permanent: true, reason: 'blocked', status, description };
      if (status >= 500) return { ok: false, permanent: false, reason: 'server', status, description };
      return { ok: false, permanent: true, reason: 'refused', status, description };
    } catch {
      return { ok: false, permanent: false, reason: 'unreachable' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One call; a short 429 is waited out and the call made once more, a long one handed back. */
  async function call<T>(method: string, params: Record<string, unknown>): Promise<BotCallResult<T>> {
    const first = await once(method, params);
    if (first.ok || first.reason !== 'rate_limited' || (first.retryAfterMs ?? 0) > maxInlineRetryMs)
      return first as BotCallResult<T>;
    await sleep(first.retryAfterMs ?? 0);
    return (await once(method, params)) as BotCallResult<T>;
  }

  return {
    call,

    async sendMessage({ chatId, html, buttons }: SendMessageInput): Promise<SendResult> {
      const result = await call<{ message_id?: unknown }>('sendMessage', {
        chat_id: chatId,
        text: html,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(buttons?.length ? { reply_markup: { inline_keyboard: buttons } } : {}),
      });
      if (!result.ok) return result;
      const messageId = Number(result.result?.message_id);
      return Number.isInteger(messageId)
        ? { ok: true, messageId }
        : { ok: false, permanent: false, reason: 'bad_answer' };
    },

    setWebhook(input: { url: string; secretToken: string; allowedUpdates: string[] }) {
      return call<boolean>('setWebhook', {
        url: input.url,
        secret_token: input.secretToken,
        allowed_updates: input.allowedUpdates,
        // Updates queued while the bot pointed elsewhere (another host, an old token) are not ours.
        drop_pending_updates: true,
      });
    },

    /** Without a language: the default list, shown to users of any other language. */
    setMyCommands(commands: BotCommand[], languageCode?: string) {
      return call<boolean>('setMyCommands', {
        commands,
        ...(languageCode ? { language_code: languageCode } : {}),
      });
    },

    /** The default menu button of every private chat with the bot (no chat_id). */
    setChatMenuButton(button: { text: string; url: string }) {
      return call<boolean>('setChatMenuButton', {
        menu_button: { type: 'web_app', text: button.text, web_app: { url: button.url } },
      });
    },

    getMe() {
      return call<{ id: number; username?: string; is_bot?: boolean }>('getMe', {});
    },
  };
}

export type BotApi = ReturnType<typeof createBotApi>;
