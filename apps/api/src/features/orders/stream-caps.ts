import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';

/**
 * Open live streams per customer and per client address in this process (decision 037): one
 * customer with 2,000 streams stalled the site (issue 20). Both stream routes share the counts.
 */
function createStreamCaps(perCustomer: number, perAddress: number) {
  const byCustomer = new Map<number, number>();
  const byAddress = new Map<string, number>();
  const bump = <K>(map: Map<K, number>, key: K, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
  };
  return {
    /**
     * Counts a new stream or refuses it with 429 TOO_MANY_STREAMS; `customerId` null for staff.
     * Returns the release, to call once when the stream closes.
     */
    admit(customerId: number | null, address: string): () => void {
      if ((byAddress.get(address) ?? 0) >= perAddress) throw new AppError(429, 'TOO_MANY_STREAMS');
      if (customerId !== null && (byCustomer.get(customerId) ?? 0) >= perCustomer)
        throw new AppError(429, 'TOO_MANY_STREAMS');
      bump(byAddress, address, 1);
      if (customerId !== null) bump(byCustomer, customerId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        bump(byAddress, address, -1);
        if (customerId !== null) bump(byCustomer, customerId, -1);
      };
    },
  };
}

const capsOfApp = new WeakMap<FastifyInstance, ReturnType<typeof createStreamCaps>>();

/** The caps of this app (one set per process, whichever route asks first). */
export function streamCaps(app: FastifyInstance) {
  let caps = capsOfApp.get(app);
  if (!caps) {
    caps = createStreamCaps(app.deps.config.streamsPerCustomer, app.deps.config.streamsPerAddress);
    capsOfApp.set(app, caps);
  }
  return caps;
}
