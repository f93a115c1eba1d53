import {
  DEFAULT_PRIMARY_COLOR,
  defaultMerchantSettings,
  MerchantSettingsSchema,
  type NewMerchantInput,
  newMerchantProblems,
} from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  auditLog,
  cities,
  merchantPaymentSettings,
  merchantSettings,
  merchants,
  paymentMethods,
  users,
} from '../schema/index.js';

/** Tashkent, every new tenant's main city until it adds its own. */
const TASHKENT = {
  name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
  latitude: 41.311081,
  longitude: 69.240562,
};

export class NewMerchantRefused extends Error {
  constructor(readonly problems: Array<{ field: string; message: string }>) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'NewMerchantRefused';
  }
}

export interface CreatedMerchant {
  merchantId: number;
  ownerId: number;
  sub: string;
}

/**
 * A new tenant (issue 17, decision 029) in one transaction: the merchant (not live), its
 * settings document (the domain's defaults: uz main, three languages, cash on), Tashkent as its
 * main city, the cash payment method, its OWNER for every branch, and the audit entry. Branches,
 * menu and branding are the owner's first steps in the console's checklist.
 */
export async function createMerchant(
  db: Database,
  input: NewMerchantInput,
  options: { baseDomain?: string | undefined } = {},
): Promise<CreatedMerchant> {
  const problems = newMerchantProblems(input);
  if (problems.length > 0) throw new NewMerchantRefused(problems);
  const name = input.name.trim();
  const text = { uz: name, ru: name, eng: name };
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(sql`lower(${merchants.sub}) = ${input.sub}`);
      if (taken) throw takenSub(input.sub);
      const [merchant] = await tx
        .insert(merchants)
        .values({
          sub: input.sub,
          name: text,
          color: DEFAULT_PRIMARY_COLOR,
          smsGateway: 'CONSOLE',
          latitude: TASHKENT.latitude,
          longitude: TASHKENT.longitude,
          live: false,
        })
        .returning({ id: merchants.id });
      const merchantId = merchant!.id;
      const settings = MerchantSettingsSchema.parse({
        ...defaultMerchantSettings(merchantId),
        brand: name,
        title: text,
        mainLanguage: 'uz',
        domain: options.baseDomain ? `${input.sub}.${options.baseDomain}` : '',
      });
      await tx.insert(merchantSettings).values({ merchantId, settings });
      const [city] = await tx
        .insert(cities)
        .values({ merchantId, ...TASHKENT, isMain: true })
        .returning({ id: cities.id });
      await tx.update(merchants).set({ mainCityId: city!.id }).where(eq(merchants.id, merchantId));
      await tx.insert(paymentMethods).values({
        merchantId,
        type: 'CASH',
        name: 'Naqd pul',
        title: 'Naqd pul',
        icon: '/icons/pay-cash.svg',
      });
      await tx.insert(merchantPaymentSettings).values({ merchantId, type: 'CASH', credentials: {} });
      const [owner] = await tx
        .insert(users)
        .values({ merchantId, phone: input.owner, role: 'OWNER', branchIds: null, firstName: 'Owner' })
        .returning({ id: users.id });
      await tx.insert(auditLog).values({
        merchantId,
        userId: null,
        entity: 'merchant',
        entityId: String(merchantId),
        action: 'create',
        before: null,
        after: { sub: input.sub, name: text, owner: input.owner, live: false },
      });
      return { merchantId, ownerId: owner!.id, sub: input.sub };
    });
  } catch (error) {
    // Two commands racing for one sub-domain: the unique index decides, with the same message.
    if (isUniqueViolation(error, 'merchants_sub_key')) throw takenSub(input.sub);
    throw error;
  }
}

function takenSub(sub: string) {
  return new NewMerchantRefused([
    { field: 'sub', message: `--sub "${sub}" is already taken by another tenant` },
  ]);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}

/** Where the owner signs in: the tenant's own host, under the platform's domain when there is one. */
export function consoleAddress(
  sub: string,
  options: { baseDomain?: string | undefined; port?: number },
): string {
  if (options.baseDomain) return `https://${sub}.${options.baseDomain}/console/`;
  return `http://${sub}.localhost:${options.port ?? 3000}/console/`;
}
