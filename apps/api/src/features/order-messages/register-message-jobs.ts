import type { FastifyInstance } from 'fastify';
import { DELIVER_QUEUE, type JobEngine, ORDER_EVENT_QUEUE } from '../jobs/index.js';
import { type ChannelSenders, deliverMessage } from '../outbox/index.js';
import { fanOutOrderEvent } from './fan-out-order-event.js';
import { fanOutReservation, fanOutWaiterCall } from './fan-out-venue.js';

/** The two halves of messaging on the job engine: events fanned out into messages, messages delivered. */
export function registerMessageJobs(app: FastifyInstance, jobs: JobEngine, senders: ChannelSenders) {
  jobs.work(
    ORDER_EVENT_QUEUE,
    async (data) => {
      const merchantId = Number(data.merchantId);
      const id = Number(data.id);
      if (data.kind === 'order-event') await fanOutOrderEvent(app, merchantId, id);
      else if (data.kind === 'waiter-call') await fanOutWaiterCall(app, merchantId, id);
      else if (data.kind === 'reservation') await fanOutReservation(app, merchantId, id);
    },
    // A batch of 20 fan-outs at once (database work only, no provider call) took the pool's
    // connections, and on PGlite its one queue, in bursts that orders then waited behind; 4 at
    // a time keep the batch's single fetch without the burst (decision 045).
    { batchSize: 20, concurrency: 4 },
  );
  jobs.work(DELIVER_QUEUE, (data) => deliverMessage(app, senders, Number(data.id)), { batchSize: 20 });
}
