// The account journey of issue 4 in the browser: log in with the texted code, edit the profile,
// add an address with a point on the map (tiles cannot load here), and log out — in three languages.
import { accountMessages } from '../src/i18n/messages/account';
import { addressesMessages } from '../src/i18n/messages/addresses';
import { apiLogin, latestCode, logInWithPhone, putSessionInBrowser, uniquePhone } from './accounts-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  msg,
  open,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(accountMessages);
registerMessages(addressesMessages);

for (const lang of LANGUAGES) {
  test(`log in, edit the profile, add an address, log out (${lang})`, async ({ page, request }) => {
    await setLanguageCookie(page, lang);
    await open(page, '/login');
    const phone = uniquePhone();
    await logInWithPhone(page, request, phone, lang);

    // Profile: personal information saved on the server.
    await open(page, '/profile/user');
    await page.getByLabel(tr('account.firstName', lang)).fill('Aziza');
    await page.getByLabel(tr('account.lastName', lang)).fill('Rahimova');
    await page.getByLabel(tr('account.email', lang)).fill('aziza@example.uz');
    await page.getByRole('radio', { name: tr('account.female', lang) }).check();
    await page.getByLabel(tr('account.birthday', lang)).fill('1994-03-21');
    await page.getByRole('button', { name: tr('account.save', lang) }).click();
    await expect(page.getByText(msg('DATA_UPDATED', lang))).toBeVisible();
    await open(page, '/profile');
    await expect(page.getByText('Aziza Rahimova')).toBeVisible();

    // Address: an apartment, the pin moved by a tap on the map.
    await open(page, '/profile/address/create');
    await page.getByRole('radio', { name: tr('addresses.APARTMENT', lang) }).check();
    await page.getByLabel(tr('addresses.name', lang)).fill('Uy');
    await page.getByLabel(tr('addresses.street', lang)).fill('Amir Temur');
    await page.getByLabel(tr('addresses.house', lang)).fill('15');
    await page.getByLabel(tr('addresses.office', lang)).fill('42');
    await page.getByLabel(tr('addresses.floor', lang)).fill('4');
    const map = page.getByRole('application', { name: tr('addresses.map', lang) });
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    const before = await page.getByText(/41\.\d{5}, 69\.\d{5}/).innerText();
    const box = (await map.boundingBox())!;
    // A tap away from the pin (the locator scrolls the map into view first).
    await map.click({ position: { x: box.width * 0.8, y: box.height * 0.7 } });
    await expect(page.getByText(/41\.\d{5}, 69\.\d{5}/)).not.toHaveText(before);
    await page.getByRole('button', { name: tr('addresses.save', lang) }).click();
    await expect(page).toHaveURL(/\/profile\/address$/);
    const list = page.getByRole('list', { name: tr('addresses.list', lang) });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Amir Temur 15');

    // Log out: the server forgets the token, the page forgets the session.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('dastarkhan:session') ?? '{}').token,
    );
    await open(page, '/profile');
    await page.getByRole('button', { name: tr('account.logout', lang) }).click();
    await expect(page.getByText(msg('LOGGED_OUT', lang))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('dastarkhan:session'))).toBeNull();
    const me = await request.get('/api/users/v1/users/me', {
      headers: { merchant: String(await merchantId(request, 'demo')), authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });
}

test('an address needs a name: the spec message, and nothing is saved', async ({ page, request }) => {
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  await putSessionInBrowser(page, session);
  await open(page, '/profile/address/create');
  await page.getByRole('button', { name: tr('addresses.save', 'uz') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('REQUIRED_FIELD', 'uz'));
  const list = await request.get('/api/users/v1/addresses', {
    headers: { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` },
  });
  expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a revoked token on an account page logs out, goes home and says it is out of date', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  await request.post('/api/users/v1/users/logout', {
    headers: { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` },
  });
  await putSessionInBrowser(page, session);
  await page.goto('/profile/address');
  await expect(page.getByText(msg('UNAUTHORIZED', 'uz'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('dastarkhan:session'))).toBeNull();
});

test('guests see the notice on account pages', async ({ page }) => {
  await open(page, '/profile');
  await expect(page.getByText(tr('guest.notice', 'uz'))).toBeVisible();
  // The notice's own button (the header and the footer offer it too).
  await expect(page.getByRole('main').getByRole('link', { name: tr('guest.login', 'uz') })).toBeVisible();
});

test('the phone change needs the code sent to the new number', async ({ page, request }) => {
  const lang = 'ru';
  await setLanguageCookie(page, lang);
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  await putSessionInBrowser(page, session);
  await open(page, '/profile/user');
  const next = uniquePhone();
  await page.getByLabel(tr('account.newPhone', lang)).fill(next.slice(3));
  await page.getByRole('button', { name: tr('account.sendCode', lang) }).click();
  await page.getByLabel(tr('account.code', lang)).fill('000000');
  await page.getByRole('button', { name: tr('account.confirmPhone', lang) }).click();
  await expect(page.getByRole('alert')).toHaveText(/./);
  await page.getByLabel(tr('account.code', lang)).fill(await latestCode(request, next));
  await page.getByRole('button', { name: tr('account.confirmPhone', lang) }).click();
  await expect(page.getByText(tr('account.phoneChanged', lang))).toBeVisible();
});
