// Issue 19, points 10 (the delivery map) and 11 (demo content), as a customer sees them at 360 px
// and on a desktop: the tiles-down notice clear of the pin, the address search (its answers played
// by the test: no geocoder is reachable here, and the server's own is off), branch addresses and
// reviews in the page's language, and the payment methods' marks at checkout.
import type { Page, Route } from '@playwright/test';
import { addressesMessages } from '../src/i18n/messages/addresses';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { productMessages } from '../src/i18n/messages/product';
import { customerWithBasket } from './payments-support';
import {
  expect,
  type Language,
  menuOf,
  open,
  registerMessages,
  screenPath,
  setLanguageCookie,
  settled,
  test,
  tr,
} from './support';

registerMessages(addressesMessages);
registerMessages(checkoutMessages);
registerMessages(productMessages);

/** One language per viewport: Uzbek on the phone, Russian on the desktop. */
const langOf = (): Language => (test.info().project.name === 'phone' ? 'uz' : 'ru');

const CHORSU = {
  name: 'Navoiy ko‘chasi, 1',
  detail: 'Shayxontohur, Toshkent',
  latitude: 41.3265,
  longitude: 69.2342,
};
const REVERSED = {
  name: 'Bunyodkor shoh ko‘chasi, 42',
  detail: 'Chilonzor, Toshkent',
  latitude: 41.29,
  longitude: 69.21,
};

/** The two geocoder routes answered by the test, recording what the page asked. */
async function playGeocoder(page: Page) {
  const asked: URL[] = [];
  const answer = (data: unknown) => (route: Route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  };
  await page.route('**/api/geo/v1/search?*', answer({ places: [CHORSU] }));
  await page.route('**/api/geo/v1/reverse?*', answer({ place: REVERSED }));
  return asked;
}

const coordinates = (page: Page) => page.locator('output.addr-coords');

test('delivery map: the tiles-down notice leaves the pin clear, and without a geocoder the search says to use the pin', async ({
  page,
  pageErrors,
}) => {
  const lang = langOf();
  await setLanguageCookie(page, lang);
  await open(page, '/address/delivery');
  const note = page.getByText(tr('addresses.tilesFailed', lang));
  await expect(note).toBeVisible();
  const pin = page.getByRole('button', { name: tr('addresses.pin', lang) });
  await expect(pin).toBeVisible();
  const [noteBox, pinBox] = [await note.boundingBox(), await pin.boundingBox()];
  expect(noteBox && pinBox).toBeTruthy();
  // The notice ends above the pin's top edge: nothing of the pin is under it.
  expect(noteBox!.y + noteBox!.height).toBeLessThan(pinBox!.y);

  // The server has no geocoder here: the search says so, and the pin still sets the point.
  await page.getByLabel(tr('addresses.search', lang)).fill('Chorsu');
  await expect(page.getByText(tr('addresses.searchUnavailable', lang))).toBeVisible();
  const before = await coordinates(page).innerText();
  const map = page.getByRole('application', { name: tr('addresses.map', lang) });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.7);
  await expect(coordinates(page)).not.toHaveText(before);
  await page.screenshot({ path: screenPath(`delivery-map-search-off-${test.info().project.name}`) });
  expect(pageErrors).toEqual([]);
});

test('delivery map: a suggestion moves the pin and fills the address line; a point set on the map is named', async ({
  page,
  pageErrors,
}) => {
  const lang = langOf();
  const asked = await playGeocoder(page);
  await setLanguageCookie(page, lang);
  await open(page, '/address/delivery');
  await settled(page);

  await page.getByLabel(tr('addresses.search', lang)).fill('Chorsu');
  const suggestion = page.getByRole('button', { name: new RegExp(CHORSU.name) });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText(tr('addresses.searchFound', lang, { count: 1 }))).toBeVisible();
  await page.screenshot({ path: screenPath(`delivery-map-suggestions-${test.info().project.name}`) });
  const search = asked.find((url) => url.pathname.endsWith('/search'))!;
  expect(search.searchParams.get('q')).toBe('Chorsu');
  expect(search.searchParams.get('lang')).toBe(lang);

  await suggestion.click();
  await expect(coordinates(page)).toContainText('41.32650');
  await expect(coordinates(page)).toContainText('69.23420');
  const line = page.getByLabel(tr('checkout.addressLine', lang));
  await expect(line).toHaveValue(CHORSU.name);

  // A tap on the map: the address there replaces the one the search wrote.
  const map = page.getByRole('application', { name: tr('addresses.map', lang) });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.35);
  await expect(line).toHaveValue(REVERSED.name);
  // Words typed by hand are the customer's: a later tap does not overwrite them.
  await line.fill('Chorsu bozori, 3-kirish');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await expect.poll(() => asked.filter((url) => url.pathname.endsWith('/reverse')).length).toBe(2);
  await expect(line).toHaveValue('Chorsu bozori, 3-kirish');
  expect(pageErrors).toEqual([]);
});

test('branch addresses are written in the page language', async ({ page }) => {
  const lang = langOf();
  await setLanguageCookie(page, lang);
  await open(page, '/branches');
  const [expected, other] =
    lang === 'ru'
      ? ['проспект Амира Темура, 107Б', "Amir Temur shoh ko'chasi"]
      : ["Amir Temur shoh ko'chasi, 107B", 'проспект Амира Темура'];
  await expect(page.getByText(expected).first()).toBeVisible();
  await expect(page.getByText(other)).toHaveCount(0);
});

test("reviews: the page language's first, another language marked as such", async ({ page, request }) => {
  const lang = langOf();
  const otherLanguage: Language = lang === 'ru' ? 'uz' : 'ru';
  const menu = await menuOf(request, 'demo');
  // A product whose seeded reviews are written in both languages.
  let productId: number | null = null;
  for (const product of menu.products) {
    const response = await request.get(`/api/products/v1/reviews?productId=${product.id}&page=0&size=10`, {
      headers: { merchant: String(menu.merchantId) },
    });
    const { content } = ((await response.json()) as { data: { content: { language: Language | null }[] } })
      .data;
    const languages = new Set(content.map((review) => review.language));
    if (languages.has(lang) && languages.has(otherLanguage)) {
      productId = product.id;
      break;
    }
  }
  expect(productId, 'a demo product reviewed in two languages').not.toBeNull();
  await setLanguageCookie(page, lang);
  await open(page, `/product/${productId}`);
  const reviews = page.locator('.review');
  await expect(reviews.first()).toBeVisible();
  await expect(reviews.first().locator('.review-text')).toHaveAttribute('lang', lang);
  await expect(reviews.first().locator('.review-lang')).toHaveCount(0);
  const marked = reviews.filter({ hasText: tr(`product.reviewIn.${otherLanguage}`, lang) });
  await expect(marked.first()).toBeVisible();
  await expect(marked.first().locator('.review-text')).toHaveAttribute('lang', otherLanguage);
});

test('checkout: every payment method shows its mark, not a letter tile', async ({ page, request }) => {
  const lang = langOf();
  await customerWithBasket(page, request, lang, 1);
  await open(page, '/checkout');
  const methods = page.locator('#co-payment').getByRole('radio');
  await expect(methods.first()).toBeVisible();
  const count = await methods.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // Each choice's label holds a drawn mark (an svg), and no single-letter tile is left.
  await expect(page.locator('#co-payment label svg.pay-logo')).toHaveCount(count);
  await expect(page.locator('#co-payment .co-pay-mark')).toHaveCount(0);
  await page.locator('#co-payment').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenPath(`checkout-payments-${test.info().project.name}`) });
});

test('home: no two dishes of the demo menus share a picture', async ({ page }) => {
  for (const vendor of ['demo', 'lavash', 'bigmenu']) {
    await open(page, `/?vendor=${vendor}`);
    await settled(page);
    await page.screenshot({ path: screenPath(`home-${vendor}-${test.info().project.name}`) });
    if (vendor === 'bigmenu') continue; // generated names repeat there too: two looks per dish (decision 051)
    // The picture's file (the media URL without its size), one per card.
    const files = await page
      .locator('.product-card-media img')
      .evaluateAll((images) =>
        images.map((image) => new URL(image.getAttribute('src') ?? '', location.href).pathname),
      );
    expect(files.length, vendor).toBeGreaterThan(3);
    expect(new Set(files).size, vendor).toBe(files.length);
  }
});
