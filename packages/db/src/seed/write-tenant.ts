import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  branches,
  cities,
  couriers,
  deliveryZones,
  diningTables,
  halls,
  merchantPaymentSettings,
  merchantSettings,
  merchants,
  paymentMethods,
  policies,
  promos,
  users,
  vacancies,
} from '../schema/index.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { SeedTenant } from './content/types.js';
import { mediaUrl } from './dish-images.js';
import { paymentSeed } from './payment-seed.js';
import { writeReviews } from './reviews-seed.js';
import { tenantLogoSvg } from './tenant-logo.js';
import { tenantSettings } from './tenant-settings.js';
import { writeMenu } from './write-menu.js';

export interface TenantSecrets {
  telegramBotToken?: string;
  /** The staff Telegram group the bot posts new orders to (issue 18). */
  telegramStaffChatId?: string;
  staff?: Array<{ phone: string; role: SeedStaffRole }>;
  courierPhones?: string[];
}

export async function writeTenant(
  tx: Executor,
  storage: MediaStorage,
  tenant: SeedTenant,
  secrets: TenantSecrets,
): Promise<{ merchantId: number; products: number }> {
  const logoKey = `logos/${tenant.sub}.svg`;
  await storage.put(logoKey, Buffer.from(tenantLogoSvg(tenant)));
  const logo = mediaUrl(logoKey);

  const [merchant] = await tx
    .insert(merchants)
    .values({
      sub: tenant.sub,
      name: tenant.name,
      logo,
      color: tenant.mainColor,
      smsGateway: 'CONSOLE',
      telegramBotToken: secrets.telegramBotToken ?? null,
      cashbackRate: tenant.cashbackRate,
      latitude: tenant.latitude,
      longitude: tenant.longitude,
    })
    .returning({ id: merchants.id });
  const merchantId = merchant!.id;

  await tx.insert(merchantSettings).values({
    merchantId,
    settings: {
      ...tenantSettings(tenant, merchantId, logo),
      ...(secrets.telegramStaffChatId
        ? { private: { telegramStaffChatId: secrets.telegramStaffChatId } }
        : {}),
    },
  });
  await tx
    .insert(policies)
    .values(Object.entries(tenant.policies).map(([type, text]) => ({ merchantId, type, text })));

  const cityIds = new Map<string, number>();
  for (const city of tenant.cities) {
    const [row] = await tx
      .insert(cities)
      .values({ merchantId, ...pick(city, ['name', 'latitude', 'longitude', 'isMain']) })
      .returning({ id: cities.id });
    cityIds.set(city.key, row!.id);
  }
  const mainCity = tenant.cities.find((c) => c.isMain) ?? tenant.cities[0];
  if (mainCity) {
    await tx
      .update(merchants)
      .set({ mainCityId: cityIds.get(mainCity.key)! })
      .where(eq(merchants.id, merchantId));
  }

  const branchIds = new Map<string, number>();
  for (const branch of tenant.branches) {
    const today = branch.workHours.find((h) => h.isWorking);
    const [row] = await tx
      .insert(branches)
      .values({
        merchantId,
        cityId: cityIds.get(branch.cityKey)!,
        name: branch.name,
        address: branch.address,
        addressText: branch.addressText ?? null,
        latitude: branch.latitude,
        longitude: branch.longitude,
        open: today?.open ?? '10:00',
        close: today?.close ?? '23:00',
        phone: branch.phone,
        bookingPhone: branch.bookingPhone ?? branch.phone,
        isMain: branch.isMain ?? false,
        deliveryPrice: branch.deliveryPrice,
        deliveryStart: branch.deliveryStart,
        deliveryEnd: branch.deliveryEnd,
        settings: {
          ...branch.settings,
          kitchenEnabled: true,
          payOfficeEnabled: true,
          storageEnabled: false,
          directorId: null,
        },
        workHours: branch.workHours,
      })
      .returning({ id: branches.id });
    branchIds.set(branch.key, row!.id);
    for (const hall of branch.halls ?? []) {
      const [hallRow] = await tx
        .insert(halls)
        .values({ merchantId, branchId: row!.id, name: hall.name })
        .returning({ id: halls.id });
      await tx.insert(diningTables).values(
        hall.tables.map((table) => ({
          merchantId,
          branchId: row!.id,
          hallId: hallRow!.id,
          name: table.name,
          chairs: table.chairs,
        })),
      );
    }
  }

  if (tenant.zones.length > 0) {
    await tx.insert(deliveryZones).values(
      tenant.zones.map((zone) => ({
        merchantId,
        cityId: cityIds.get(zone.cityKey)!,
        name: zone.name,
        color: zone.color,
        price: zone.price,
        polygon: zone.polygon,
      })),
    );
  }

  const productIds = await writeMenu(tx, storage, tenant, merchantId, branchIds);

  if (tenant.promos.length > 0) {
    await tx.insert(promos).values(
      tenant.promos.map((promo) => ({
        merchantId,
        ...promo,
        startDate: tashkentInstant(promo.startDate, 'start'),
        endDate: tashkentInstant(promo.endDate, 'end'),
      })),
    );
  }
  if (tenant.vacancies.length > 0) {
    await tx.insert(vacancies).values(
      tenant.vacancies.map(({ key: _key, branchKey, ...vacancy }) => ({
        merchantId,
        branchId: branchKey ? (branchIds.get(branchKey) ?? null) : null,
        ...vacancy,
      })),
    );
  }

  const payment = paymentSeed(tenant);
  await tx.insert(paymentMethods).values(payment.methods.map((m) => ({ merchantId, ...m })));
  await tx.insert(merchantPaymentSettings).values(payment.settings.map((s) => ({ merchantId, ...s })));

  for (const { phone, role } of secrets.staff ?? []) {
    await tx.insert(users).values({ merchantId, phone, role, firstName: STAFF_NAMES[role] });
  }
  const mainBranchId = branchIds.get(
    tenant.branches.find((b) => b.isMain)?.key ?? tenant.branches[0]?.key ?? '',
  );
  for (const [i, phone] of (secrets.courierPhones ?? []).entries()) {
    const [courier] = await tx
      .insert(users)
      .values({ merchantId, phone, role: 'COURIER', firstName: COURIER_NAMES[i % COURIER_NAMES.length] })
      .returning({ id: users.id });
    await tx
      .insert(couriers)
      .values({ merchantId, userId: courier!.id, branchId: mainBranchId ?? null, status: 'ONLINE' });
  }
  await writeReviews(tx, tenant, merchantId, productIds);

  return { merchantId, products: productIds.size };
}

const COURIER_NAMES = ['Jasur', 'Bekzod', 'Sardor'];

export type SeedStaffRole = 'OWNER' | 'MANAGER' | 'OPERATOR' | 'KITCHEN';
const STAFF_NAMES: Record<SeedStaffRole, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  OPERATOR: 'Operator',
  KITCHEN: 'Kitchen',
};

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}

/** A date-only promo bound covers the whole day in Tashkent (UTC+5, no daylight saving). */
function tashkentInstant(value: string, edge: 'start' | 'end'): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:00`);
}
