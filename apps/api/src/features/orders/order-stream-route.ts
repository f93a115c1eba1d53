import type { ServerResponse } from 'node:http';
import { tables } from '@dastarkhan/db';
import {
  IdParamSchema,
  isStaffRole,
  type OrderStreamEvent,
  OrderStreamEventSchema,
} from '@dastarkhan/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { parseInput } from '../../http/parse-input.js';
import { resolveMerchant } from '../../http/resolve-merchant.js';
import { findOrderRow } from './find-order-row.js';
import { toOrderDetails } from './load-order-details.js';
import { toHistoryEntry } from './order-details.js';

const { orderEvents } = tables;
const HEARTBEAT_MS = 15_000;
/** At most this many missed events are replayed on a resume; older ones are in the order's history anyway. */
const REPLAY_LIMIT = 100;

/**
 * `GET /api/orders/v1/orders/{id}/events`: a Server-Sent Events stream of the order's changes
 * (decision 012). Authenticated with the Authorization header (the client reads it with fetch).
 * A fresh stream starts with the latest event and the order as it is now; a resumed stream
 * (Last-Event-ID) replays what was missed. Each message: `id: <event id>`, `data: OrderStreamEvent`.
 */
export function registerOrderStreamRoute(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  docs.add({
    method: 'GET',
    url: '/api/orders/v1/orders/:id/events',
    summary:
      'Live changes of one of my orders as Server-Sent Events (data: OrderStreamEvent; resumes after Last-Event-ID)',
    tag: 'orders',
    merchant: true,
    params: IdParamSchema,
    raw: {
      contentType: 'text/event-stream',
      description: 'Server-Sent Events: `id: <event id>` and `data: <OrderStreamEvent as JSON>` per change',
      schema: OrderStreamEventSchema,
    },
  });
  const open = new Set<ServerResponse>();
  // Streams never go idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get('/api/orders/v1/orders/:id/events', async (request, reply) => {
    const merchant = await resolveMerchant(request);
    const auth = await authenticate(request, merchant);
    const { id } = parseInput(IdParamSchema, request.params, 'path');
    const staff = isStaffRole(auth.user.role);
    const order = await findOrderRow(db, merchant.id, id, staff ? undefined : auth.user.id);
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
    const header = request.headers['last-event-id'];
    const resumeFrom = Number(Array.isArray(header) ? header[0] : header);
    let lastSent = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;

    reply.hijack();
    const res = reply.raw;
    // Long-lived by design (decision 037): the idle limit of other connections is lifted here;
    // the ping below keeps proxies from closing it, and a dead client is noticed on write.
    request.raw.socket.setTimeout(0);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    open.add(res);

    const write = (message: OrderStreamEvent, withId: boolean) => {
      if (res.writableEnded) return;
      res.write(`${withId ? `id: ${message.event.id}\n` : ''}data: ${JSON.stringify(message)}\n\n`);
    };

    /** Sends events after `lastSent`; `refresh` re-sends the latest one without an id (no new event). */
    async function send(refresh: boolean) {
      let events = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), gt(orderEvents.id, lastSent)))
        .orderBy(asc(orderEvents.id))
        .limit(REPLAY_LIMIT);
      let withIds = true;
      if (events.length === 0) {
        if (!refresh && lastSent !== 0) return;
        // A fresh stream starts with the order as it is; a refresh re-sends it under the latest event.
        events = await db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, id))
          .orderBy(desc(orderEvents.id))
          .limit(1);
        withIds = lastSent === 0;
      }
      const row = events.length > 0 ? await findOrderRow(db, merchant.id, id) : null;
      if (!row) return;
      const [details] = await toOrderDetails(db, [row], await cachedMerchantSettings(app, merchant.id));
      for (const event of events) {
        write({ event: toHistoryEntry(event), order: details! }, withIds);
        lastSent = Math.max(lastSent, event.id);
      }
    }

    // One send at a time, in order; a burst of notices collapses into the sends it needs.
    let queue = Promise.resolve();
    const enqueue = (refresh: boolean) => {
      queue = queue
        .then(() => send(refresh))
        .catch((error: unknown) => request.log.warn({ err: error }, 'order stream send failed'));
    };
    const unsubscribe = app.deps.orderEvents.subscribe(id, (notice) => enqueue(notice.eventId === 0));
    enqueue(false);
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
  });
}
