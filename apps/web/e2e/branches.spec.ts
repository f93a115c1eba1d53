// /branches and /branches/map: every branch of the tenant with address, phone and whether it is
// open now (Asia/Tashkent); the map page keeps working while the tile server is unreachable
// (the test server's MAP_TILE_URL points at a closed local port).
import { branchAddress } from '@dastarkhan/domain/client';
import type { APIRequestContext, Page } from '@playwright/test';
import { branchesMessages } from '../src/i18n/messages/branches';
import {
  escapeRegExp,
  expect,
  type Language,
  merchantId,
  open,
  registerMessages,
  setLanguageCookie,
  type Text,
  test,
  tr,
} from './support';

registerMessages(branchesMessages);

interface ApiBranch {
  id: number;
  cityId: number;
  name: Text;
  address: string;
  addressText: Text | null;
  phone: string;
  isActive: boolean;
  open: string;
  close: string;
  workHours: { day: string; open: string; close: string; isWorking: boolean }[];
}

async function branchesOf(request: APIRequestContext, sub: string) {
  const id = await merchantId(request, sub);
  const response = await request.get('/api/users/v1/branches', { headers: { merchant: String(id) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiBranch[] }).data.filter((b) => b.isActive);
}

const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Open right now on the Tashkent clock (UTC+5, no daylight saving), worked out here on its own
 * from the work hours; null within a minute of an opening or closing time (no flaky edges).
 */
function openNow(branch: ApiBranch, at = Date.now()): boolean | null {
  const tashkent = new Date(at + 5 * 3600_000);
  const now = tashkent.getUTCHours() * 60 + tashkent.getUTCMinutes();
  const day = tashkent.getUTCDay();
  const hours = (d: number) => {
    const row = branch.workHours.find((w) => w.day === DAYS[d]);
    return row ?? { day: DAYS[d]!, open: branch.open, close: branch.close, isWorking: true };
  };
  const today = hours(day);
  const yesterday = hours((day + 6) % 7);
  for (const t of [today.open, today.close, yesterday.close])
    if (Math.abs(minutes(t) - now) <= 1 || Math.abs(minutes(t) - now) >= 1439) return null;
  const [o, c] = [minutes(today.open), minutes(today.close)];
  if (today.isWorking && (o === c || (o < c ? now >= o && now < c : now >= o))) return true;
  const [yo, yc] = [minutes(yesterday.open), minutes(yesterday.close)];
  if (yesterday.isWorking && yo > yc && now < yc) return true;
  return false;
}

function branchCard(page: Page, name: string) {
  return page.getByRole('main').getByRole('article', { name, exact: true });
}

for (const lang of ['uz', 'eng'] as Language[]) {
  test(`the branch list of demo in ${lang}: names, addresses, phones, open now`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const branches = await branchesOf(request, 'demo');
    expect(branches.length).toBeGreaterThanOrEqual(2);
    await setLanguageCookie(page, lang);
    expect(await open(page, '/branches')).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: tr('branches.title', lang) })).toBeVisible();
    await expect(
      page.getByText(tr('branches.count', lang, { count: branches.length }), { exact: true }),
    ).toBeVisible();
    for (const branch of branches) {
      const card = branchCard(page, branch.name[lang]);
      await expect(card).toBeVisible();
      await expect(card).toContainText(branchAddress(branch, lang));
      await expect(
        card.getByRole('link', { name: new RegExp(`^${tr('branches.phone', lang)}`) }),
      ).toHaveAttribute('href', `tel:+${branch.phone}`);
      const open = openNow(branch);
      if (open !== null)
        await expect(
          card.getByText(tr(open ? 'branches.open' : 'branches.closed', lang), { exact: true }),
        ).toBeVisible();
    }
    // The way to the map, per branch and for all.
    await branchCard(page, branches[0]!.name[lang])
      .getByRole('link', { name: tr('branches.onMapOne', lang, { name: branches[0]!.name[lang] }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/branches/map\\?branch=${branches[0]!.id}$`));
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escapeRegExp(branches[0]!.name[lang])}(?! — )`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(pageErrors).toEqual([]);
  });
}

test('the map page works with the tile server unreachable: markers, list and selection', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'uz';
  const branches = await branchesOf(request, 'demo');
  const failedTiles: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().startsWith('https://127.0.0.1:9/')) failedTiles.push(r.url());
  });
  expect(await open(page, '/branches/map')).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: tr('branches.mapTitle', lang) })).toBeVisible();
  const map = page.getByRole('region', { name: tr('branches.mapTitle', lang) });
  await expect(map).toBeVisible();

  // Tiles were asked for and failed; the markers are drawn anyway, one a branch.
  await expect.poll(() => failedTiles.length).toBeGreaterThan(0);
  for (const branch of branches)
    await expect(
      map.getByRole('button', { name: `${branch.name[lang]} — ${branchAddress(branch, lang)}` }),
    ).toBeVisible();

  // The list works: choosing a branch shows its details.
  const [first, second] = [branches[0]!, branches[1]!];
  // List entries are named "name address"; markers "name — address".
  const listEntry = (b: ApiBranch) =>
    page.getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(b.name[lang])}(?! — )`) });
  await listEntry(first).click();
  await expect(listEntry(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('link', { name: new RegExp(`^${tr('branches.phone', lang)}`) }).first(),
  ).toHaveAttribute('href', `tel:+${first.phone}`);

  // A marker selects its list entry — with the keyboard (close-by pins may overlap at this zoom).
  await map.getByRole('button', { name: `${second.name[lang]} — ${branchAddress(second, lang)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(listEntry(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(listEntry(first)).toHaveAttribute('aria-pressed', 'false');
  expect(pageErrors).toEqual([]);
});
