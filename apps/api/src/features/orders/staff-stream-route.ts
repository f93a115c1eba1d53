import { StaffStreamEventSchema, staffCan } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { authenticate } from '../../http/authenticate.js';
import { resolveMerchant } from '../../http/resolve-merchant.js';
import { courierIdOf, requireStaff, worksAt } from '../../http/staff-access.js';
import type { StaffInboxNotice } from '../staff-inbox/index.js';
import { createStaffFeed, type FeedItem } from './staff-feed.js';
import { streamCaps } from './stream-caps.js';

const HEARTBEAT_MS = 15_000;
/** A resume that missed more than this is told to reload its board instead (`event: resync`). */
const REPLAY_LIMIT = 500;
/** Event ids remembered per connection, so a change replayed and announced live is sent once. */
const SENT_MEMORY = 2_000;

/**
 * `GET /api/orders/v1/operator/events`: every new order and every change of an order of the
 * caller's branches, as Server-Sent Events (issue 16, decision 020). Each change: `id: <event id>`
 * and `data: StaffStreamEvent`; a resume (Last-Event-ID) replays what was missed, or asks for a
 * `resync` when that is too much. A fresh stream starts with `event: hello` under the latest id,
 * so a client that drops before any change still resumes from the right place. `event: inbox`
 * (no id) says a waiter call, reservation, feedback or application came or changed.
 */
export function registerStaffStreamRoute(app: FastifyInstance, docs: ApiDocs) {
  const feed = createStaffFeed(app);
  docs.add({
    method: 'GET',
    url: '/api/orders/v1/operator/events',
    summary:
      "Live changes of my branches' orders as Server-Sent Events (data: StaffStreamEvent; resumes after Last-Event-ID; event: inbox / resync / hello)",
    tag: 'operator',
    merchant: true,
    raw: {
      contentType: 'text/event-stream',
      description:
        'Server-Sent Events: `id: <event id>` and `data: <StaffStreamEvent as JSON>` per change; `event: inbox` with `data: {kind, id, branchId}`; `event: resync` when a resume missed too much; `: ping` every 15 s',
      schema: StaffStreamEventSchema,
    },
  });

  app.get('/api/orders/v1/operator/events', async (request, reply) => {
    const merchant = await resolveMerchant(request);
    const auth = await authenticate(request, merchant);
    const staff = requireStaff(auth, ['orders.board', 'orders.kitchen', 'orders.courier']);
    const courierId = staffCan(staff.role, 'orders.courier') ? await courierIdOf(app.deps.db, staff) : null;
    const visible = (item: FeedItem) =>
      worksAt(staff, item.branchId) &&
      (!staffCan(staff.role, 'orders.courier') || item.courierId === courierId);
    const header = request.headers['last-event-id'];
    const resumeFrom = Number(Array.isArray(header) ? header[0] : header);
    const resuming = Number.isSafeInteger(resumeFrom) && resumeFrom > 0;
    // Staff streams count towards their address's cap only (a till, a kitchen screen, a phone).
    const release = streamCaps(app).admit(null, request.ip);

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

    const sent = new Set<number>();
    const send = (item: FeedItem) => {
      if (res.writableEnded || sent.has(item.eventId) || !visible(item)) return;
      sent.add(item.eventId);
      if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
      res.write(`id: ${item.eventId}\ndata: ${JSON.stringify({ event: item.event, order: item.order })}\n\n`);
    };

    // Live changes are held back until the replay is out, then deduplicated against it.
    let held: FeedItem[] | null = [];
    const stopFeed = feed.listen(merchant.id, (item) => (held ? held.push(item) : send(item)));
    // Signed out or removed in any process: the stream ends now, not when the tab closes.
    const unwatch = app.deps.sessions.watch(auth.session, () => res.end());
    const stopInbox = app.deps.orderEvents.subscribeInbox(merchant.id, (notice: StaffInboxNotice) => {
      if (res.writableEnded || (notice.branchId !== null && !worksAt(staff, notice.branchId))) return;
      res.write(
        `event: inbox\ndata: ${JSON.stringify({ kind: notice.kind, id: notice.id, branchId: notice.branchId })}\n\n`,
      );
    });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      stopFeed();
      stopInbox();
      release();
      unwatch();
      untrack();
    };
    request.raw.on('close', stop);
    // Gone while we were checking (its close event already fired): free its place at once.
    if (request.raw.socket.destroyed) stop();

    try {
      if (resuming) {
        const missed = await feed.since(merchant.id, resumeFrom, REPLAY_LIMIT);
        // Each write checks the stream is still open: a drain may have ended it meanwhile (041).
        if (missed.more) {
          if (!res.writableEnded) res.write('event: resync\ndata: {}\n\n');
        } else for (const item of missed.items) send(item);
      } else {
        const latest = await feed.latestEventId(merchant.id);
        if (!res.writableEnded) res.write(`id: ${latest}\nevent: hello\ndata: {}\n\n`);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'staff stream replay failed');
      if (!res.writableEnded) res.write('event: resync\ndata: {}\n\n');
    }
    const live = held;
    held = null;
    for (const item of live) send(item);
  });
}
