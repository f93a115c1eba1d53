import type { Database, MediaStorage } from '@dastarkhan/db';
import type { Config } from './env.js';
import type { MerchantRow } from './features/merchants/merchant-repository.js';
import type { TtlCache } from './http/ttl-cache.js';

/** What routes need from the outside world; built once in app.ts, reached as `app.deps`. */
export interface AppDeps {
  db: Database;
  storage: MediaStorage;
  config: Config;
  /** Merchants by id, for a couple of seconds: every request needs its tenant. */
  merchantCache: TtlCache<number, MerchantRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
