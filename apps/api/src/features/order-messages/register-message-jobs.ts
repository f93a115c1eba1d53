import type { FastifyInstance } from 'fastify';
import { DELIVER_QUEUE, type JobEngine, ORDER_EVENT_QUEUE, settleAll } from '../jobs/index.js';
import { type ChannelSenders, deliverMessages } from '../outbox/index.js';
import { fanOutOrderEvents } from './fan-out-order-event.js';
import { fanOutReservation, fanOutWaiterCall } from './fan-out-venue.js';

/** The two halves of messaging on the job engine: events fanned out into messages, messages delivered. */
export function registerMessageJobs(app: FastifyInstance, jobs: JobEngine, senders: ChannelSenders) {
  jobs.workBatch(
    ORDER_EVENT_QUEUE,
    async (batch) => {
      // Order events set-wise, in one read and one write for the whole batch (decision 054);
      // waiter calls and reservations (a few a minute) one by one.
      const results: PromiseSettledResult<void>[] = new Array(batch.length);
      const events = batch.flatMap((job, i) => (job.data.kind === 'order-event' ? [i] : []));
      const eventResults = await fanOutOrderEvents(
        app,
        events.map((i) => ({
          merchantId: Number(batch[i]!.data.merchantId),
          eventId: Number(batch[i]!.data.id),
        })),
      ).catch((reason: unknown) =>
        events.map((): PromiseSettledResult<void> => ({ status: 'rejected', reason })),
      );
      for (const [n, i] of events.entries()) results[i] = eventResults[n]!;
      const others = batch.flatMap((job, i) => (job.data.kind === 'order-event' ? [] : [i]));
      const otherResults = await settleAll(others, others.length, async (i) => {
        const { data } = batch[i]!;
        const merchantId = Number(data.merchantId);
        const id = Number(data.id);
        if (data.kind === 'waiter-call') await fanOutWaiterCall(app, merchantId, id);
        else if (data.kind === 'reservation') await fanOutReservation(app, merchantId, id);
      });
      for (const [n, i] of others.entries()) results[i] = otherResults[n]!;
      return results;
    },
    // Up to 100 events in one pass: under load one pass takes what the last one left waiting,
    // and its statements cost about the same for 1 event or 100.
    { batchSize: 100 },
  );
  // A batch of messages claimed and (when sent) settled in one statement each; the sends
  // themselves all at once, so a slow provider call does not hold the others.
  jobs.workBatch(
    DELIVER_QUEUE,
    (batch) =>
      deliverMessages(
        app,
        senders,
        batch.map((job) => Number(job.data.id)),
      ),
    {
      batchSize: 20,
    },
  );
}
