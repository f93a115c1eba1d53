// Table booking (issue 7, decision 014): from the profile to a booking and back to cancelling it,
// in every language on the phone and the desktop; taken and overlapping times; a tenant without
// booking.

import { bookingNotification, type Language } from '@dastarkhan/domain';
import { formatPhone } from '@dastarkhan/domain/client';
import type { Locator, Page } from '@playwright/test';
import { shortDate } from '../src/features/reservations/booking-days';
import { accountMessages } from '../src/i18n/messages/account';
import { venueMessages } from '../src/i18n/messages/venue';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import {
  escapeRegExp,
  expect,
  LANGUAGES,
  merchantId,
  msg,
  open,
  registerMessages,
  screenPath,
  setLanguageCookie,
  skipOtherViewports,
  test,
  tr,
} from './support';
import { bookingDays, bookingPlace, bookThroughApi, tableFor } from './venue-support';

registerMessages(venueMessages);
registerMessages(accountMessages);

/** The radios are drawn as chips: a person taps the chip (the radio's label). */
const pick = (radio: Locator) => radio.locator('xpath=..').click();

function tableRadio(page: Page, lang: Language, hall: string, name: string) {
  return page
    .getByRole('group', { name: hall, exact: true })
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(tr('booking.table', lang, { name }))}\\b`) });
}
const timeRadio = (page: Page, time: string) => page.getByRole('radio', { name: time, exact: true });
const takenRadio = (page: Page, lang: Language, time: string) =>
  page.getByRole('radio', { name: tr('booking.taken', lang, { time }), exact: true });

LANGUAGES.forEach((lang, index) => {
  test(`a customer books a table from the profile and cancels it (${lang})`, async ({
    page,
    request,
    pageErrors,
  }, info) => {
    skipOtherViewports(lang);
    const demo = await merchantId(request, 'demo');
    const { branch, halls } = await bookingPlace(request, demo);
    const table = tableFor(halls, index * 2 + (info.project.name === 'desktop' ? 1 : 0));
    const tomorrow = (await bookingDays(request, demo, branch.id))[1]!;
    const session = await apiLogin(request, demo);
    await setLanguageCookie(page, lang);
    await putSessionInBrowser(page, session);

    await open(page, '/profile');
    await page.getByRole('link', { name: tr('reservations.profileLink', lang) }).click();
    await expect(page).toHaveURL(/\/profile\/reservations$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('reservations.title', lang) })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr('reservations.emptyTitle', lang) })).toBeVisible();
    if (info.project.name === 'phone' && lang === 'ru')
      await page.screenshot({ path: screenPath('reservations-empty-ru'), fullPage: true });

    await page.getByRole('link', { name: tr('reservations.book', lang) }).click();
    await expect(page).toHaveURL(/\/profile\/reservations\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('booking.title', lang) })).toBeVisible();
    // The branch's booking phone is on the form.
    await expect(page.getByRole('link', { name: formatPhone('998712001011') })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: new RegExp(escapeRegExp(branch.name[lang]!)) }),
    ).toBeChecked();

    // Nothing chosen yet: the form says what is missing instead of sending.
    await page.getByRole('button', { name: tr('booking.submit', lang), exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: tr('booking.missing.table', lang) }),
    ).toBeVisible();

    await pick(tableRadio(page, lang, table.hall.name[lang], table.name));
    await expect(page.getByText(tr('booking.maxGuests', lang, { count: table.chairs }))).toBeVisible();
    await page.getByRole('button', { name: tr('booking.more', lang) }).click();
    await expect(page.locator('output')).toHaveText(tr('reservations.guests', lang, { count: 3 }));
    await pick(
      page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(tr('booking.tomorrow', lang))}`) }),
    );
    await pick(timeRadio(page, '19:00'));
    await expect(timeRadio(page, '19:00')).toBeChecked();
    if (info.project.name === 'phone' || lang === 'eng')
      await page.screenshot({
        path: screenPath(`booking-form-${lang}-${info.project.name}`),
        fullPage: true,
      });
    await page.getByRole('button', { name: tr('booking.submit', lang), exact: true }).click();

    const when = tr('reservations.when', lang, { day: shortDate(tomorrow, lang), time: '19:00' });
    await expect(page).toHaveURL(/\/profile\/reservations$/);
    await expect(
      page.getByRole('status').filter({ hasText: tr('booking.done', lang, { when }) }),
    ).toBeVisible();
    const upcoming = page.getByRole('region', { name: tr('reservations.upcoming', lang) });
    const card = upcoming.getByRole('listitem').filter({ hasText: when });
    await expect(card).toContainText(tr('reservations.status.CONFIRMED', lang));
    await expect(card).toContainText(tr('reservations.guests', lang, { count: 3 }));
    await expect(card).toContainText(
      tr('reservations.place', lang, { hall: table.hall.name[lang], table: table.name }),
    );
    await expect(
      card.getByRole('link', { name: tr('reservations.call', lang, { phone: formatPhone('998712001011') }) }),
    ).toBeVisible();
    if (info.project.name === 'phone' || lang === 'eng')
      await page.screenshot({
        path: screenPath(`reservations-list-${lang}-${info.project.name}`),
        fullPage: true,
      });

    if (lang === 'eng') {
      // The filled state is axe-clean too (the a11y spec sees the empty ones).
      expect(blocking(await axeViolations(page))).toEqual([]);
    }
    await card.getByRole('button', { name: tr('reservations.cancel', lang) }).click();
    const dialog = page.getByRole('dialog', { name: tr('reservations.cancelTitle', lang) });
    await expect(dialog.getByRole('button', { name: tr('reservations.cancelKeep', lang) })).toBeFocused();
    await dialog.getByRole('button', { name: tr('reservations.cancelConfirm', lang) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: tr('reservations.cancelled', lang) }),
    ).toBeVisible();
    const past = page.getByRole('region', { name: tr('reservations.past', lang) });
    await expect(past.getByRole('listitem').filter({ hasText: when })).toContainText(
      tr('reservations.status.CANCELED', lang),
    );
    await expect(page.getByRole('button', { name: tr('reservations.cancel', lang) })).toHaveCount(0);

    // The server wrote a notification for the confirmation (and one for the cancellation).
    const [, month, day] = tomorrow.split('-');
    const booked = bookingNotification('CONFIRMED', {
      day: tomorrow,
      time: '19:00',
      tableName: table.name,
      chairs: 3,
      branchName: branch.name as never,
    });
    await open(page, '/profile/notifications');
    const notice = page.getByRole('listitem').filter({ hasText: booked.title[lang] });
    await expect(notice).toContainText(booked.body[lang]);
    expect(booked.body[lang]).toContain(`${day}.${month} 19:00`);
    expect(pageErrors).toEqual([]);
  });
});

test('taken and overlapping times cannot be chosen, and a time taken meanwhile is refused clearly', async ({
  page,
  request,
  pageErrors,
}, info) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  const { branch, halls } = await bookingPlace(request, demo);
  const table = tableFor(halls, 6 + (info.project.name === 'desktop' ? 1 : 0));
  const tomorrow = (await bookingDays(request, demo, branch.id))[1]!;
  const other = await apiLogin(request, demo);
  await bookThroughApi(request, other, {
    branchId: branch.id,
    tableId: table.id,
    day: tomorrow,
    time: '19:00',
  });

  const session = await apiLogin(request, demo);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, '/profile/reservations/create');
  await pick(tableRadio(page, lang, table.hall.name[lang], table.name));
  await pick(page.getByRole('radio', { name: new RegExp(`^${tr('booking.tomorrow', lang)}`) }));
  // 19:00–21:00 is held: every start whose two hours would overlap it is taken.
  for (const time of ['17:30', '18:00', '19:00', '20:30'])
    await expect(takenRadio(page, lang, time)).toBeDisabled();
  await expect(timeRadio(page, '17:00')).toBeEnabled();
  await expect(timeRadio(page, '21:00')).toBeEnabled();

  await pick(timeRadio(page, '21:00'));
  // Someone else books 21:00 while this customer is still on the form.
  await bookThroughApi(request, other, {
    branchId: branch.id,
    tableId: table.id,
    day: tomorrow,
    time: '21:00',
  });
  await page.getByRole('button', { name: tr('booking.submit', lang), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: msg('BOOKING_SLOT_TAKEN', lang) })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/reservations\/create$/);
  await expect(takenRadio(page, lang, '21:00')).toBeDisabled();
  expect(pageErrors).toEqual([]);
});

test('a tenant without table booking shows no entry and explains the screen', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  const lavash = await merchantId(request, 'lavash');
  const session = await apiLogin(request, lavash);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, '/profile?vendor=lavash');
  await expect(page.getByRole('link', { name: tr('account.personal', lang) })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('reservations.profileLink', lang) })).toHaveCount(0);
  await open(page, '/profile/reservations');
  await expect(page.getByText(msg('BOOKING_UNAVAILABLE', lang))).toBeVisible();
  expect(pageErrors).toEqual([]);
});
