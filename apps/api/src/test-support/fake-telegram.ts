import { type FakeReply, type RecordedRequest, startFakeServer } from './fake-http-server.js';

/** One Bot API call as the fake received it. */
export interface TelegramCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}

export interface FakeTelegramOptions {
  /** The tokens the fake knows; a call with any other answers 401 like Telegram. */
  tokens: string[];
  /** Scripts an answer (429, 403, 500, hang…); undefined gives Telegram's success for the method. */
  script?: (call: TelegramCall, index: number) => FakeReply | undefined;
}

const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'blockquote',
]);

/**
 * What Telegram itself would refuse in a sendMessage with parse_mode HTML: an unknown tag,
 * unbalanced tags, a bare `<`/`&` outside an entity, text over 4096 characters after parsing.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const re = /<\/?([a-z-]+)(\s[^>]*)?>|&(lt|gt|amp|quot|#\d+);|[<>&]/g;
  let visible = html.length;
  for (const match of html.matchAll(re)) {
    const [whole, tag] = match;
    if (tag) {
      if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}> is not allowed`);
      visible -= whole.length;
      if (whole.startsWith('</')) {
        if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
      } else stack.push(tag);
    } else if (match[3]) visible -= whole.length - 1;
    else if (whole === '<' || whole === '&') problems.push(`bare "${whole}" (must be escaped)`);
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (visible > 4096) problems.push(`text of ${visible} characters (limit 4096)`);
  return problems;
}

function buttonProblems(markup: unknown): string[] {
  const rows = (markup as { inline_keyboard?: unknown })?.inline_keyboard;
  if (!Array.isArray(rows)) return ['reply_markup without inline_keyboard'];
  const problems: string[] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) problems.push('inline_keyboard row is not an array');
    else
      for (const button of row as Array<Record<string, unknown>>) {
        if (typeof button.text !== 'string' || !button.text) problems.push('button without text');
        const webApp = (button.web_app as { url?: unknown } | undefined)?.url;
        if (webApp !== undefined && !(typeof webApp === 'string' && webApp.startsWith('https://')))
          problems.push(`web_app button with a non-https url ${String(webApp)}`);
        if (webApp === undefined && typeof button.url !== 'string')
          problems.push('button without url or web_app');
      }
  }
  return problems;
}

/** Field checks per method, as the real Bot API would refuse them (400). */
function callProblems({ method, params }: TelegramCall): string[] {
  switch (method) {
    case 'sendMessage': {
      const problems: string[] = [];
      if (!(typeof params.chat_id === 'number' || (typeof params.chat_id === 'string' && params.chat_id)))
        problems.push('chat_id missing');
      if (typeof params.text !== 'string' || !params.text) problems.push('text missing');
      else if (params.parse_mode === 'HTML') problems.push(...htmlProblems(params.text));
      if (params.reply_markup !== undefined) problems.push(...buttonProblems(params.reply_markup));
      return problems;
    }
    case 'setWebhook': {
      const problems: string[] = [];
      if (typeof params.url !== 'string' || !/^https?:\/\//.test(params.url)) problems.push('url missing');
      if (typeof params.secret_token !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(params.secret_token))
        problems.push('secret_token must be 1-256 of A-Z a-z 0-9 _ -');
      return problems;
    }
    case 'setMyCommands': {
      const commands = params.commands;
      if (!Array.isArray(commands) || commands.length === 0) return ['commands missing'];
      return commands.flatMap((c: { command?: unknown; description?: unknown }) =>
        typeof c.command === 'string' &&
        /^[a-z0-9_]{1,32}$/.test(c.command) &&
        typeof c.description === 'string'
          ? []
          : [`bad command ${JSON.stringify(c)}`],
      );
    }
    case 'setChatMenuButton': {
      const button = params.menu_button as { type?: unknown; text?: unknown; web_app?: { url?: unknown } };
      return button?.type === 'web_app' &&
        typeof button.text === 'string' &&
        typeof button.web_app?.url === 'string'
        ? []
        : ['menu_button must be a web_app button'];
    }
    case 'getMe':
      return [];
    default:
      return [`unknown method ${method}`];
  }
}

let nextMessageId = 100;

function success(call: TelegramCall): FakeReply {
  if (call.method === 'sendMessage')
    return { json: { ok: true, result: { message_id: nextMessageId++, chat: { id: call.params.chat_id } } } };
  if (call.method === 'getMe')
    return {
      json: {
        ok: true,
        result: { id: Number(call.token.split(':')[0]), is_bot: true, username: 'demo_bot' },
      },
    };
  return { json: { ok: true, result: true } };
}

/**
 * A Bot API played over real HTTP (tests of the webhook, the set-up and, later, the outbox):
 * every call must be `POST /bot<known token>/<method>` with a JSON body whose fields Telegram
 * would accept; anything else is answered as Telegram would (401/404/400) and listed in
 * `problems`, so a test can assert there were none.
 */
export async function startFakeTelegram({ tokens, script }: FakeTelegramOptions) {
  const calls: TelegramCall[] = [];
  const problems: string[] = [];
  const server = await startFakeServer((request: RecordedRequest) => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.path);
    if (!match) {
      problems.push(`${request.method} ${request.path}: not a Bot API path`);
      return { status: 404, json: { ok: false, error_code: 404, description: 'Not Found' } };
    }
    const token = decodeURIComponent(match[1]!);
    if (!tokens.includes(token)) {
      problems.push(`${match[2]}: unknown token`);
      return { status: 401, json: { ok: false, error_code: 401, description: 'Unauthorized' } };
    }
    if (request.method !== 'POST' || !String(request.headers['content-type']).includes('application/json')) {
      problems.push(`${match[2]}: not a JSON POST`);
      return { status: 400, json: { ok: false, error_code: 400, description: 'Bad Request' } };
    }
    const call: TelegramCall = {
      token,
      method: match[2]!,
      params: (request.body ?? {}) as Record<string, unknown>,
    };
    calls.push(call);
    const refused = callProblems(call);
    if (refused.length) {
      problems.push(...refused.map((p) => `${call.method}: ${p}`));
      return { status: 400, json: { ok: false, error_code: 400, description: `Bad Request: ${refused[0]}` } };
    }
    return script?.(call, calls.length - 1) ?? success(call);
  });

  return {
    url: server.url,
    calls,
    problems,
    /** The calls of one method, in order. */
    of: (method: string) => calls.filter((c) => c.method === method),
    /** Resolves once `count` calls arrived (background sends), or fails after `timeoutMs`. */
    async waitForCalls(count: number, timeoutMs = 3_000) {
      const until = Date.now() + timeoutMs;
      while (calls.length < count) {
        if (Date.now() > until) throw new Error(`fake Telegram got ${calls.length} calls, expected ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return calls;
    },
    close: server.close,
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

/** Telegram's own answers to script with. */
export const telegramReplies = {
  tooManyRequests: (seconds: number): FakeReply => ({
    status: 429,
    json: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${seconds}`,
      parameters: { retry_after: seconds },
    },
  }),
  blocked: (description = 'Forbidden: bot was blocked by the user'): FakeReply => ({
    status: 403,
    json: { ok: false, error_code: 403, description },
  }),
  serverError: (): FakeReply => ({
    status: 502,
    json: { ok: false, error_code: 502, description: 'Bad Gateway' },
  }),
};
