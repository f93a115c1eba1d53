// The kitchen and the courier in the merchant console, against the real server: the kitchen
// turns its sound on (kept on the device), an order accepted meanwhile arrives live marked New,
// is cooked and marked ready; a courier picks up a delivery given to them,
// shares their position after agreeing (the customer's order carries it), and delivers it.
// Axe on both screens at 360 px.
import type { OrderDetails } from '@dastarkhan/domain';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  type ApiSession,
  apiLogin,
  authHeaders,
  COURIER_PHONE,
  DEMO_OPERATOR_PHONE,
  data,
  KITCHEN_PHONE,
  moveOrder,
  openConsole,
  placeDelivery,
  placeOrder,
  staffSession,
} from './console-support';
import { expect, merchantId, test } from './support';

/** Where the courier's phone says they are (Tashkent). */
const COURIER_AT = { latitude: 41.3275, longitude: 69.2817 };
const DOOR = { latitude: 41.311151, longitude: 69.279737 };

async function staffOrder(request: APIRequestContext, operator: ApiSession, id: number) {
  return data<OrderDetails>(
    await request.get(`/api/orders/v1/operator/orders/${id}`, { headers: authHeaders(operator) }),
  );
}

test('the kitchen starts cooking an accepted order and marks it ready', async ({
  page,
  request,
  pageErrors,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey, at the tablet-and-up width');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const kitchen = await staffSession(request, demo, KITCHEN_PHONE);
  const customer = await apiLogin(request, demo);

  await openConsole(page, kitchen, 'kitchen');
  await expect(page.locator('[data-stream="live"]')).toHaveText('Live');
  // The kitchen's sound switch (a click is the gesture that lets it play) is kept on the device.
  const sound = page.getByRole('button', { name: /^Sound/ });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  // An order accepted while the screen is open arrives by the stream, marked New (and dings).
  const order = await placeOrder(request, customer, 2);
  await moveOrder(request, operator, order.id, 'ACCEPTED');
  const card = page.getByRole('article', { name: `#${order.number}`, exact: true });
  await expect(card).toHaveAttribute('data-fresh', 'true');
  await expect(card).toContainText('2×');
  await card.getByRole('button', { name: 'Start cooking' }).click();
  await expect(card.getByRole('button', { name: 'Ready' })).toBeVisible();
  expect((await staffOrder(request, operator, order.id)).status).toBe('COOKING');
  await card.getByRole('button', { name: 'Ready' }).click();
  // Ready orders leave the kitchen's screen.
  await expect(card).toHaveCount(0);
  expect((await staffOrder(request, operator, order.id)).status).toBe('DONE');
  await page.reload();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  expect(pageErrors).toEqual([]);
});

test('a courier picks up a delivery, shares their position with the customer and delivers it', async ({
  page,
  context,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the courier works on a phone');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const courier = await staffSession(request, demo, COURIER_PHONE);
  const customer = await apiLogin(request, demo);
  const { courierId } = await data<{ courierId: number }>(
    await request.get('/api/users/v1/operator/me', { headers: authHeaders(courier) }),
  );
  const order = await placeDelivery(request, customer, DOOR);
  for (const status of ['ACCEPTED', 'COOKING', 'DONE']) await moveOrder(request, operator, order.id, status);
  const given = await request.put(`/api/orders/v1/operator/orders/${order.id}/courier`, {
    headers: authHeaders(operator),
    data: { courierId },
  });
  expect(given.status(), await given.text()).toBe(200);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(COURIER_AT);
  await openConsole(page, courier, 'courier');
  const card = page.getByRole('article', { name: `Order #${order.number}`, exact: true });
  await expect(card).toContainText('Amir Temur 1');
  await expect(card).toContainText(/Collect cash/);
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+998/);
  await expect(card.getByRole('link', { name: 'Open in Yandex Maps' })).toHaveAttribute(
    'href',
    `https://yandex.uz/maps/?rtext=~${DOOR.latitude},${DOOR.longitude}&rtt=auto`,
  );
  expect(blocking(await axeViolations(page))).toEqual([]);

  await card.getByRole('button', { name: 'Picked up' }).click();
  const location = page.getByRole('region', { name: 'Your location' });
  await location.getByRole('button', { name: 'Share my location' }).click();
  await expect(location).toContainText('Sharing location');
  // The customer's own view of the order now carries where the courier is.
  await expect
    .poll(async () => {
      const mine = await data<OrderDetails>(
        await request.get(`/api/orders/v1/orders/${order.id}`, { headers: authHeaders(customer) }),
      );
      return [mine.status, mine.courier?.latitude, mine.courier?.longitude];
    })
    .toEqual(['ON_WAY', COURIER_AT.latitude, COURIER_AT.longitude]);
  expect(blocking(await axeViolations(page))).toEqual([]);

  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(card).toHaveCount(0);
  expect((await staffOrder(request, operator, order.id)).status).toBe('DELIVERED');
  // Nothing is on the way any more: the position is no longer shared.
  await expect(location).toHaveCount(0);
});

test('the kitchen screen passes axe at 360 px', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone width');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const kitchen = await staffSession(request, demo, KITCHEN_PHONE);
  const order = await placeOrder(request, await apiLogin(request, demo));
  await moveOrder(request, operator, order.id, 'ACCEPTED');
  await openConsole(page, kitchen, 'kitchen');
  await expect(page.getByRole('article', { name: `#${order.number}`, exact: true })).toBeVisible();
  expect(blocking(await axeViolations(page))).toEqual([]);
});
