import { axeViolations, blocking } from './axe-support';
import {
  apiLogin,
  authHeaders,
  DEMO_OPERATOR_PHONE,
  foldTakeovers,
  openConsole,
  placeOrder,
  staffSession,
} from './console-support';
import { expect, merchantId, screenPath, test } from './support';
import { acknowledgeCall, bookingPlace, openCalls, tableFor } from './venue-support';

// One journey each, in the desktop project (it looks at 360 px inside); the phone project skips.
test.skip(({ isMobile }) => isMobile, 'run in the desktop project');

test('a waiter call appears live in the open inbox and "On my way" acknowledges it', async ({
  page,
  request,
  pageErrors,
}) => {
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const { halls } = await bookingPlace(request, demo);
  const table = tableFor(halls, 17); // no other spec calls from this table
  const customer = await apiLogin(request, demo);
  // A retry starts clean: a call an earlier attempt left open would be the card from the start.
  for (const call of await openCalls(request, operator))
    if (call.tableId === table.id) await acknowledgeCall(request, operator, call.id);

  await openConsole(page, operator, 'inbox', { request });
  const calls = page.getByRole('tab', { name: /Waiter calls/ });
  await expect(calls).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  // Table names repeat across halls ("Table 2" of the terrace and of the VIP room), and other specs
  // call from other halls meanwhile: the card is the one naming this table and its hall.
  const card = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Table ${table.name}`, exact: true }) })
    .filter({ hasText: table.hall.name.eng });
  await expect(card).toHaveCount(0);
  // The stream is open once the live marker says so; the call is made only then.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const made = await request.post('/api/orders/v1/waiter-calls', {
    headers: authHeaders(customer),
    data: { tableId: table.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  await expect(card).toBeVisible(); // no reload: the inbox notice brought it
  await expect(calls).toHaveClass(/is-flashing/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: screenPath('console-inbox-call-360'), fullPage: true });
  expect(blocking(await axeViolations(page))).toEqual([]);

  // The press must reach the server: a failure says whether the request left and what came back.
  const [ack] = await Promise.all([
    page.waitForResponse((response) => /\/waiter-calls\/\d+\/ack$/.test(new URL(response.url()).pathname)),
    card.getByRole('button', { name: `On my way: Table ${table.name}, ${table.hall.name.eng}` }).click(),
  ]);
  expect(ack.status(), await ack.text()).toBe(200);
  await expect(card).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'the guest is told a waiter is coming' }),
  ).toBeVisible();
  const open = await openCalls(request, operator);
  expect(open.some((call) => call.tableId === table.id)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('an operator on the board sees a waiter call arrive in the navigation', async ({
  page,
  request,
  pageErrors,
}) => {
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const { halls } = await bookingPlace(request, demo);
  const table = tableFor(halls, 15); // no other spec calls from this table
  const customer = await apiLogin(request, demo);
  for (const call of await openCalls(request, operator)) {
    if (call.tableId === table.id) await acknowledgeCall(request, operator, call.id);
  }

  await foldTakeovers(page);
  await openConsole(page, operator, 'orders', { request });
  await expect(page.locator('[data-stream="live"]')).toHaveText('Live');
  const before = (await openCalls(request, operator)).length;
  const alert = page.getByRole('link', { name: /^\d+ waiter calls?$/ });
  const inboxLink = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Inbox/ });
  if (before === 0) await expect(alert).toHaveCount(0);

  const made = await request.post('/api/orders/v1/waiter-calls', {
    headers: authHeaders(customer),
    data: { tableId: table.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  // No reload: the stream's inbox notice made the shell count the open calls again.
  await expect
    .poll(async () => Number(await alert.getAttribute('data-waiter-calls')))
    .toBeGreaterThan(before);
  await expect(inboxLink).toHaveAccessibleName(/^Inbox \d+ waiter calls?$/);
  await page.screenshot({ path: screenPath('console-waiter-call-badge-1280') });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(alert).toBeVisible();
  await page.screenshot({ path: screenPath('console-waiter-call-badge-360') });
  await acknowledgeCall(request, operator, id);
  expect(pageErrors).toEqual([]);
});

test('Today counts an order placed through the API', async ({ page, request, pageErrors }) => {
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const customer = await apiLogin(request, demo);
  const order = await placeOrder(request, customer);
  const branchId = order.branch!.id;
  const report = await request.get(`/api/orders/v1/operator/reports/today?branchId=${branchId}`, {
    headers: authHeaders(operator),
  });
  expect(report.status(), await report.text()).toBe(200);
  const [branch] = ((await report.json()) as { data: { branches: Array<{ name: { eng: string } }> } }).data
    .branches;

  await page.setViewportSize({ width: 360, height: 740 });
  await openConsole(page, operator, 'today', { request });
  const section = page.getByRole('region', { name: branch!.name.eng });
  const orders = section.getByRole('definition').first();
  await expect(section.getByRole('term').first()).toHaveText('Revenue');
  await expect(section.getByRole('term').nth(1)).toHaveText('Orders');
  // Other tests place orders too: at least this one is counted.
  await expect
    .poll(async () => Number(await section.getByRole('definition').nth(1).textContent()))
    .toBeGreaterThanOrEqual(1);
  await expect(orders).toContainText(/\d/);
  await expect(section.getByRole('heading', { name: 'By service type' })).toBeVisible();
  await expect(section).toContainText('Pick-up');
  await page.screenshot({ path: screenPath('console-today-360'), fullPage: true });
  expect(blocking(await axeViolations(page))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
