import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { merchants } from '../schema/index.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { seedTenants } from './content/index.js';
import type { SeedTenant } from './content/types.js';
import { type SeedStaffRole, writeTenant } from './write-tenant.js';

export const DEFAULT_DEMO_BOT_TOKEN = '7000000001:demo-bot-token-for-local-tests';

/** Fixed staff accounts of docs/design.md: tests log in with these phones. */
export const DEMO_STAFF_PHONES: Record<string, Array<{ phone: string; role: SeedStaffRole }>> = {
  demo: [
    { phone: '998900000001', role: 'OPERATOR' },
    { phone: '998900000003', role: 'OWNER' },
    { phone: '998900000004', role: 'KITCHEN' },
  ],
  lavash: [
    { phone: '998900000002', role: 'OPERATOR' },
    { phone: '998900000005', role: 'OWNER' },
  ],
};

/** The merchants' own couriers (role COURIER), attached to the main branch. */
const COURIER_PHONES: Record<string, string[]> = {
  demo: ['998900000011', '998900000012'],
  lavash: ['998900000021'],
};

export interface SeedOptions {
  storage: MediaStorage;
  tenants?: SeedTenant[];
  demoTelegramBotToken?: string;
  log?: (message: string) => void;
}

export interface SeedReport {
  seeded: Array<{ sub: string; merchantId: number; products: number }>;
  skipped: string[];
}

/**
 * Writes each demo tenant in its own transaction; a tenant whose sub already exists is left as
 * it is, so running the seed twice changes nothing.
 */
/** The demo tenant's staff Telegram group (the fixed test hook). */
export const DEMO_STAFF_CHAT_ID = '-1001000000001';

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { seeded: [], skipped: [] };
  for (const tenant of options.tenants ?? seedTenants) {
    const existing = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`lower(${merchants.sub}) = ${tenant.sub.toLowerCase()}`);
    if (existing.length > 0) {
      report.skipped.push(tenant.sub);
      continue;
    }
    const result = await db.transaction(async (tx) => {
      const written = await writeTenant(tx, options.storage, tenant, {
        telegramBotToken:
          tenant.sub === 'demo' ? (options.demoTelegramBotToken ?? DEFAULT_DEMO_BOT_TOKEN) : undefined,
        telegramStaffChatId: tenant.sub === 'demo' ? DEMO_STAFF_CHAT_ID : undefined,
        staff: DEMO_STAFF_PHONES[tenant.sub] ?? [],
        courierPhones: COURIER_PHONES[tenant.sub] ?? [],
      });
      // The demo's order history is made up: nobody is told about it (the triggers of migration
      // 0015 queued a fan-out job for each seeded event, booking and waiter call).
      await tx.execute(
        sql`delete from work_queue where queue = 'order-event' and (data ->> 'merchantId')::int = ${written.merchantId}`,
      );
      return written;
    });
    report.seeded.push({ sub: tenant.sub, ...result });
    options.log?.(`seeded tenant ${tenant.sub} (merchant ${result.merchantId}, ${result.products} products)`);
  }
  return report;
}

export async function hasAnyMerchant(db: Database): Promise<boolean> {
  const rows = await db.select({ id: merchants.id }).from(merchants).limit(1);
  return rows.length > 0;
}
