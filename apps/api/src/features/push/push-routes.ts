import { type PushAudience, tables } from '@dastarkhan/db';
import {
  PushKeySchema,
  PushSubscribedSchema,
  type PushSubscriptionInput,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../http/request-language.js';
import { requireStaff } from '../../http/staff-access.js';
import { vapidKeys } from './vapid-keys.js';

const { pushSubscriptions } = tables;

/**
 * Web Push (decision 033): the VAPID key a browser subscribes with, and the subscriptions —
 * a customer's for their orders' statuses, a member of staff's for new orders while the console
 * is closed.
 */
export function registerPushRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db, config } = app.deps;

  /** Loopback http is for the tests' push service; production takes only https (decision 033). */
  const assertSecure = (endpoint: string) => {
    if (config.mode === 'production' && !endpoint.startsWith('https://'))
      throw new AppError(400, 'VALIDATION_FAILED', { field: 'endpoint' }, 'endpoint');
  };

  const subscribe = async (
    merchantId: number,
    userId: number,
    audience: PushAudience,
    body: PushSubscriptionInput,
    request: FastifyRequest,
  ) => {
    assertSecure(body.endpoint);
    const values = {
      userId,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      lang: body.lang ?? requestLanguage(request),
    };
    // One browser, one subscription: whoever subscribed it last is the one it belongs to.
    await db
      .insert(pushSubscriptions)
      .values({ merchantId, audience, endpoint: body.endpoint, ...values })
      .onConflictDoUpdate({
        target: [pushSubscriptions.merchantId, pushSubscriptions.audience, pushSubscriptions.endpoint],
        set: values,
      });
    return { subscribed: true };
  };

  const unsubscribe = async (
    merchantId: number,
    userId: number,
    audience: PushAudience,
    endpoint: string,
  ) => {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.merchantId, merchantId),
          eq(pushSubscriptions.audience, audience),
          eq(pushSubscriptions.endpoint, endpoint),
          eq(pushSubscriptions.userId, userId),
        ),
      );
    return { subscribed: false };
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/push/key',
    summary: "The VAPID public key (base64url): the browser's applicationServerKey for subscribing",
    tag: 'push',
    merchant: true,
    response: PushKeySchema,
    async handler() {
      return { publicKey: (await vapidKeys(app)).publicKey };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/push/subscriptions',
    summary: "Turn on push for my orders' statuses in this browser (its PushSubscription JSON)",
    tag: 'push',
    merchant: true,
    auth: true,
    body: PushSubscriptionInputSchema,
    response: PushSubscribedSchema,
    handler: ({ merchant, auth, body, request }) =>
      subscribe(merchant.id, auth.user.id, 'customer', body, request),
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/push/subscriptions',
    summary: 'Turn off push for my orders in this browser (by its endpoint)',
    tag: 'push',
    merchant: true,
    auth: true,
    body: PushUnsubscribeSchema,
    response: PushSubscribedSchema,
    handler: ({ merchant, auth, body }) => unsubscribe(merchant.id, auth.user.id, 'customer', body.endpoint),
  });

  // Whoever sees the order board hears of new orders (decision 020's orders.board).
  const staffOf = (auth: AuthContext) => requireStaff(auth, 'orders.board');

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/push/subscriptions',
    summary: "Turn on push of my branches' new orders in this browser, for when the console is closed",
    tag: 'push',
    merchant: true,
    auth: true,
    body: PushSubscriptionInputSchema,
    response: PushSubscribedSchema,
    handler: ({ merchant, auth, body, request }) =>
      subscribe(merchant.id, staffOf(auth).userId, 'staff', body, request),
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/operator/push/subscriptions',
    summary: 'Turn off push of new orders in this browser (by its endpoint)',
    tag: 'push',
    merchant: true,
    auth: true,
    body: PushUnsubscribeSchema,
    response: PushSubscribedSchema,
    handler: ({ merchant, auth, body }) =>
      unsubscribe(merchant.id, staffOf(auth).userId, 'staff', body.endpoint),
  });
}
