import { tables } from '@dastarkhan/db';
import { type ZoneInput, ZoneSchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const { t, demo, lavash, menu, chilonzor } = await orderWorld();
const nextPhone = phoneSequence('99882');
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  merchant = demo,
) =>
  t.app.inject({
    method,
    url,
    headers: asUser(merchant, token),
    ...(payload ? { payload: payload as object } : {}),
  });

const chilonzorRow = (await t.db.select().from(tables.branches).where(eq(tables.branches.id, chilonzor)))[0]!;
const tashkent = chilonzorRow.cityId;
const lavashCity = (
  await t.db
    .select()
    .from(tables.cities)
    .where(eq(tables.cities.merchantId, Number(lavash)))
)[0]!;

// 20 km north of Tashkent's centre, beyond the seeded rings: no other zone covers it.
const north: Array<[number, number]> = [
  [69.26, 41.48],
  [69.3, 41.48],
  [69.3, 41.5],
  [69.26, 41.5],
];
const inside = { latitude: 41.49, longitude: 69.28 };
const outside = { latitude: 41.56, longitude: 69.28 };

function zoneInput(overrides: Partial<ZoneInput> = {}): ZoneInput {
  return {
    cityId: tashkent,
    name: 'Shimol',
    color: '#3366ff',
    polygon: north,
    tariffType: 'FIXED',
    price: 25_000,
    ...overrides,
  };
}

const tariff = (point: { latitude: number; longitude: number }, productPrice: number) =>
  call('POST', '/api/deliveries/v1/delivery/tariff/client/calculate', customer, {
    productPrice,
    distance: 0,
    branchId: chilonzor,
    address: 'x',
    cityId: tashkent,
    ...point,
  });

const zoneRows = async () =>
  t.db
    .select()
    .from(tables.deliveryZones)
    .where(eq(tables.deliveryZones.merchantId, Number(demo)));

async function withZone(input: ZoneInput, run: (id: number) => Promise<void>) {
  const res = await call('POST', '/api/deliveries/v1/operator/zones', owner, input);
  expect(res.statusCode, res.body).toBe(200);
  const id = ZoneSchema.parse(res.json().data).id;
  try {
    await run(id);
  } finally {
    expect((await call('DELETE', `/api/deliveries/v1/operator/zones/${id}`, owner)).statusCode).toBe(200);
  }
}

describe('delivery zones in the console', () => {
  it('draws a zone, shows it to the storefront, prices inside it, refuses outside, and removes it', async () => {
    expectError(await tariff(inside, 50_000), 422, 'OUT_OF_SERVICE_ZONE');
    await withZone(zoneInput(), async (id) => {
      const shop = await t.app.inject({
        url: `/api/deliveries/v1/zones?cityId=${tashkent}`,
        headers: { merchant: demo },
      });
      expect(shop.json().data.find((z: { id: number }) => z.id === id)).toMatchObject({
        name: 'Shimol',
        color: '#3366FF',
        polygon: north,
      });
      expect((await tariff(inside, 50_000)).json().data).toEqual({ price: 25_000, deliveryTariffId: id });
      expectError(await tariff(outside, 50_000), 422, 'OUT_OF_SERVICE_ZONE', 'latitude');
      const [entry] = await t.db
        .select()
        .from(tables.auditLog)
        .where(and(eq(tables.auditLog.entity, 'zone'), eq(tables.auditLog.entityId, String(id))));
      expect(entry).toMatchObject({ action: 'create', after: expect.objectContaining({ price: 25_000 }) });
    });
    expectError(await tariff(inside, 50_000), 422, 'OUT_OF_SERVICE_ZONE');
  });

  it('prices a DISTANCE zone per started km from the branch, through the tariff call and the order', async () => {
    await withZone(zoneInput({ tariffType: 'DISTANCE', price: 5_000, pricePerKm: 1_000 }), async (id) => {
      const product = plainProduct(menu, chilonzor);
      const priced = await tariff(inside, product.costPrice);
      expect(priced.statusCode, priced.body).toBe(200);
      // Chilanzar (41.2854, 69.2140) to (41.49, 69.28): 23.4 km, so 24 started kilometres.
      expect(priced.json().data).toEqual({ price: 5_000 + 24 * 1_000, deliveryTariffId: id });
      const body = orderBody([{ product }], {
        branchId: chilonzor,
        serviceType: 'DELIVERY',
        point: inside,
        deliveryPrice: 29_000,
      });
      const order = await postOrder(t, demo, customer, body);
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().data).toMatchObject({ deliveryPrice: 29_000, deliveryTariffId: id });
      const cheaper = orderBody([{ product }], {
        branchId: chilonzor,
        serviceType: 'DELIVERY',
        point: inside,
        deliveryPrice: 25_000,
      });
      expectError(await postOrder(t, demo, customer, cheaper), 422, 'ORDER_TOTALS_MISMATCH');
    });
  });

  it('delivers free from the zone total and refuses an order below its minimum saying what is missing', async () => {
    const product = plainProduct(menu, chilonzor);
    const one = product.costPrice - Math.round((product.costPrice * (product.discount ?? 0)) / 100);
    await withZone(zoneInput({ freeFrom: one * 3, minOrder: one * 2 }), async () => {
      const below = await tariff(inside, one);
      const error = expectError(below, 422, 'ZONE_MIN_ORDER');
      expect(JSON.stringify(error.message)).toMatch(/\d/);
      expectError(
        await postOrder(
          t,
          demo,
          customer,
          orderBody([{ product }], {
            branchId: chilonzor,
            serviceType: 'DELIVERY',
            point: inside,
            deliveryPrice: 25_000,
          }),
        ),
        422,
        'ZONE_MIN_ORDER',
        'address',
      );
      expect((await tariff(inside, one * 2)).json().data.price).toBe(25_000);
      expect((await tariff(inside, one * 3)).json().data.price).toBe(0);
      const free = orderBody([{ product, count: 3 }], {
        branchId: chilonzor,
        serviceType: 'DELIVERY',
        point: inside,
        deliveryPrice: 0,
      });
      const order = await postOrder(t, demo, customer, free);
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().data.deliveryPrice).toBe(0);
    });
  });

  const square = north;
  it.each([
    [
      'a bow tie',
      { polygon: [square[0]!, square[2]!, square[1]!, square[3]!] },
      'ZONE_SELF_INTERSECTING',
      'polygon',
    ],
    ['two points', { polygon: square.slice(0, 2) }, 'ZONE_TOO_FEW_POINTS', 'polygon'],
    [
      'points on a line',
      {
        polygon: [
          [69.26, 41.48],
          [69.27, 41.48],
          [69.28, 41.48],
        ],
      },
      'ZONE_ZERO_AREA',
      'polygon',
    ],
    [
      'a zone across the country',
      {
        polygon: [
          [60, 40],
          [70, 40],
          [70, 42],
        ],
      },
      'ZONE_TOO_LARGE',
      'polygon',
    ],
    [
      'a point off the globe',
      {
        polygon: [
          [69.26, 141.48],
          [69.3, 41.48],
          [69.3, 41.5],
        ],
      },
      'COORDINATES_INVALID',
      'polygon.0.1',
    ],
    ['a negative price', { price: -1 }, 'ZONE_PRICE_INVALID', 'price'],
    ['a negative minimum order', { minOrder: -100 }, 'ZONE_PRICE_INVALID', 'minOrder'],
    ['an empty name', { name: '  ' }, 'REQUIRED_FIELD', 'name'],
  ])('refuses %s and stores nothing', async (_name, change, code, field) => {
    const before = await zoneRows();
    expectError(
      await call('POST', '/api/deliveries/v1/operator/zones', owner, zoneInput(change as Partial<ZoneInput>)),
      400,
      code,
      field,
    );
    expect(await zoneRows()).toEqual(before);
  });

  it("refuses a zone in another tenant's city, and another tenant's zone is 404", async () => {
    const before = await zoneRows();
    expectError(
      await call('POST', '/api/deliveries/v1/operator/zones', owner, zoneInput({ cityId: lavashCity.id })),
      404,
      'CITY_NOT_FOUND',
      'cityId',
    );
    const [seeded] = before;
    expectError(
      await call(
        'PUT',
        `/api/deliveries/v1/operator/zones/${seeded!.id}`,
        lavashOwner,
        zoneInput({ cityId: lavashCity.id }),
        lavash,
      ),
      404,
      'ZONE_NOT_FOUND',
    );
    expectError(
      await call('DELETE', `/api/deliveries/v1/operator/zones/${seeded!.id}`, lavashOwner, undefined, lavash),
      404,
      'ZONE_NOT_FOUND',
    );
    expect(await zoneRows()).toEqual(before);
  });

  it('lets only OWNER and MANAGER change zones, and a limited manager only where every branch of the city is theirs', async () => {
    expectError(
      await call('POST', '/api/deliveries/v1/operator/zones', operator, zoneInput()),
      403,
      'FORBIDDEN',
    );
    expectError(await call('GET', '/api/deliveries/v1/operator/zones', customer), 403, 'NOT_STAFF');
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    await t.db
      .update(tables.users)
      .set({ role: 'MANAGER', branchIds: [chilonzor] })
      .where(eq(tables.users.id, user.id));
    const inCity = await t.db
      .select()
      .from(tables.branches)
      .where(and(eq(tables.branches.cityId, tashkent), eq(tables.branches.deleted, false)));
    expect(inCity.length).toBeGreaterThan(1);
    expectError(
      await call('POST', '/api/deliveries/v1/operator/zones', token, zoneInput()),
      403,
      'BRANCH_FORBIDDEN',
      'cityId',
    );
    await t.db
      .update(tables.users)
      .set({ branchIds: inCity.map((b) => b.id) })
      .where(eq(tables.users.id, user.id));
    const res = await call('POST', '/api/deliveries/v1/operator/zones', token, zoneInput());
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call('DELETE', `/api/deliveries/v1/operator/zones/${res.json().data.id}`, token)).statusCode,
    ).toBe(200);
  });

  it('edits a zone outline and tariff, audited with before and after', async () => {
    await withZone(zoneInput(), async (id) => {
      const moved = north.map(([lon, lat]) => [lon, lat + 0.001] as [number, number]);
      const res = await call(
        'PUT',
        `/api/deliveries/v1/operator/zones/${id}`,
        owner,
        zoneInput({ polygon: moved, price: 30_000 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await tariff(inside, 50_000)).json().data.price).toBe(30_000);
      const update = (
        await t.db
          .select()
          .from(tables.auditLog)
          .where(and(eq(tables.auditLog.entity, 'zone'), eq(tables.auditLog.entityId, String(id))))
      ).find((e) => e.action === 'update')!;
      expect(update.before).toMatchObject({ price: 25_000 });
      expect(update.after).toMatchObject({ price: 30_000 });
    });
  });
});
