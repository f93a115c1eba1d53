/** What Telegram's `getMe` says about a bot token. */
export type GetMeResult =
  | { kind: 'ok'; username: string }
  | { kind: 'refused'; status: number }
  | { kind: 'unreachable' };

/**
 * `GET {base}/bot<token>/getMe` of the Bot API (base from TELEGRAM_API_URL). The token sits in the
 * path, so nothing here logs or throws the address.
 */
export async function telegramGetMe(
  baseUrl: string,
  token: string,
  {
    fetch = globalThis.fetch,
    timeoutMs = 10_000,
  }: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): Promise<GetMeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${baseUrl}/bot${encodeURIComponent(token).replace(/%3A/gi, ':')}/getMe`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: { username?: unknown; is_bot?: unknown };
    } | null;
    if (response.ok && body?.ok === true && typeof body.result?.username === 'string')
      return { kind: 'ok', username: body.result.username };
    return { kind: 'refused', status: response.status };
  } catch {
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
