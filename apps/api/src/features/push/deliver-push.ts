import { tables } from '@dastarkhan/db';
import type { PushPayload } from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import type { DeliveryResult, OutboxRow } from '../outbox/index.js';
import { vapidKeys } from './vapid-keys.js';

const { pushSubscriptions } = tables;

/** A status an hour late is no news any more: the push service may drop it after that. */
const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;

/** The push service's host only: the path of an endpoint is the subscription's secret. */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an unreadable endpoint';
  }
};

/**
 * The outbox's Web Push sender: `{ subscriptionId, title, body, url, tag, urgency? }`, encrypted
 * (aes128gcm) for the subscription and signed with the VAPID key (decision 033). A subscription
 * the push service no longer knows (404/410) is deleted; 429 and 5xx are tried again.
 */
export async function deliverPush(app: FastifyInstance, row: OutboxRow): Promise<DeliveryResult> {
  const { db } = app.deps;
  const subscriptionId = Number(row.payload.subscriptionId);
  const [subscription] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!subscription || subscription.merchantId !== row.merchantId)
    return { ok: false, permanent: true, reason: 'no_subscription' };

  const payload: PushPayload = {
    subscriptionId,
    title: String(row.payload.title ?? ''),
    body: String(row.payload.body ?? ''),
    url: String(row.payload.url ?? '/'),
    tag: String(row.payload.tag ?? row.key),
  };
  const keys = await vapidKeys(app);
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        urgency: row.payload.urgency === 'high' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    // Keys the library cannot encrypt for: this subscription can never be written to.
    return { ok: false, permanent: true, reason: 'bad_subscription', description: (error as Error).message };
  }

  // The library's own sender speaks https only; fetch sends the very request it built, to any
  // endpoint the API accepted (loopback http in tests, decision 033).
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      permanent: false,
      reason: 'unreachable',
      description: `${hostOf(subscription.endpoint)}: ${(error as Error).name}`,
    };
  }
  const said = (await response.text().catch(() => '')).slice(0, 200);
  const description = `${hostOf(subscription.endpoint)} answered ${response.status}${said ? `: ${said}` : ''}`;
  if (response.ok) {
    await db
      .update(pushSubscriptions)
      .set({ lastSentAt: sql`now()` })
      .where(eq(pushSubscriptions.id, subscriptionId));
    return { ok: true };
  }
  if (response.status === 404 || response.status === 410) {
    // The browser unsubscribed or the subscription expired: it is never written to again.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return { ok: false, permanent: true, reason: 'gone', description };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      permanent: false,
      reason: 'rate_limited',
      description,
      ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
    };
  }
  if (response.status >= 500) return { ok: false, permanent: false, reason: 'server', description };
  return { ok: false, permanent: true, reason: 'refused', description };
}
