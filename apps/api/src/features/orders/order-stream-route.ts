import { IdParamSchema, isStaffRole, OrderStreamEventSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { parseInput } from '../../http/parse-input.js';
import { resolveMerchant } from '../../http/resolve-merchant.js';
import { findOrderRow } from './find-order-row.js';
import { createOrderFeed, type OrderFeedItem } from './order-feed.js';
import { streamCaps } from './stream-caps.js';

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
  const feed = createOrderFeed(app);
  const caps = streamCaps(app);

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
    // Counted before anything is written, so a refusal is a plain JSON 429.
    const release = caps.admit(staff ? null : auth.user.id, request.ip);

    reply.hijack();
    const res = reply.raw;
    // Long-lived by design (decision 037): the idle limit of other connections is lifted here;
    // the ping below keeps proxies from closing it, and a dead client is noticed on write.
    // (An injected request's stand-in socket has no timers.)
    if (typeof request.raw.socket.setTimeout === 'function') request.raw.socket.setTimeout(0);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    // Counted for the metrics, ended with a reconnect hint when the process shuts down (decision 041).
    const untrack = app.deps.streams.add(request, res);

    const send = (item: OrderFeedItem) => {
      if (res.writableEnded) return;
      if (item.eventId === 0) {
        res.write(`data: ${item.data}\n\n`);
        return;
      }
      // A change both replayed and announced live goes out once.
      if (item.eventId <= lastSent) return;
      lastSent = item.eventId;
      res.write(`id: ${item.eventId}\ndata: ${item.data}\n\n`);
    };
    // Live changes come from the shared feed (one read per change for every stream of the
    // order); they wait until this stream's start is out.
    let held: OrderFeedItem[] | null = [];
    const unsubscribe = feed.listen(id, (item) => (held ? held.push(item) : send(item)));
    // Signed out or removed in any process: the stream ends now, not when the tab closes.
    const unwatch = app.deps.sessions.watch(auth.session, () => res.end());
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      unsubscribe();
      release();
      unwatch();
      untrack();
    };
    request.raw.on('close', stop);
    // Gone while we were checking (its close event already fired): free its place at once.
    if (request.raw.socket.destroyed) stop();

    try {
      for (const item of await feed.start(merchant.id, id, lastSent, REPLAY_LIMIT)) send(item);
    } catch (error) {
      request.log.warn({ err: error }, 'order stream start failed');
    }
    const live = held;
    held = null;
    for (const item of live) send(item);
  });
}
