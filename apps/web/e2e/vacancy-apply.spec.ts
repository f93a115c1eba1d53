// Issue 7 (decision 015): a job seeker applies from /vacancy/:id as a guest; the form refuses a
// missing name and a short phone in the page's language; a second application of the same phone
// is refused by the server with its own message.

import { uniquePhone } from './accounts-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  msg,
  open,
  setLanguageCookie,
  skipOtherViewports,
  test,
  tr,
} from './support';
import './venue-feedback-support';

async function firstVacancy(request: import('@playwright/test').APIRequestContext) {
  const demo = await merchantId(request, 'demo');
  const response = await request.get('/api/support/v1/vacancies', { headers: { merchant: String(demo) } });
  const list = ((await response.json()) as { data: Array<{ id: number; position: Record<string, string> }> })
    .data;
  return list[0]!;
}

for (const lang of LANGUAGES) {
  test(`${lang}: a guest applies for a vacancy once`, async ({ page, request, pageErrors }) => {
    skipOtherViewports(lang);
    const vacancy = await firstVacancy(request);
    await setLanguageCookie(page, lang);
    await open(page, `/vacancy/${vacancy.id}`);
    const section = page.getByRole('region', { name: tr('vacancyApply.title', lang) });
    const send = section.getByRole('button', { name: tr('vacancyApply.send', lang) });

    await send.click();
    await expect(section.getByRole('alert')).toHaveText(msg('REQUIRED_FIELD', lang));
    await expect(section.getByLabel(tr('vacancyApply.name', lang))).toBeFocused();

    await section.getByLabel(tr('vacancyApply.name', lang)).fill('Aziz Karimov');
    const phone = section.getByLabel(tr('vacancyApply.phone', lang));
    await phone.fill('90 12');
    await send.click();
    await expect(section.getByRole('alert')).toHaveText(msg('PHONE_INVALID', lang));

    const number = uniquePhone();
    await phone.fill(number.slice(3));
    await section.getByLabel(tr('vacancyApply.message', lang)).fill('3 yil tajriba, ertaga chiqa olaman');
    await send.click();
    await expect(section.getByRole('status')).toContainText(tr('vacancyApply.sent', lang));

    // The same phone again, from a fresh page: the server says it already has the application.
    await open(page, `/vacancy/${vacancy.id}`);
    await section.getByLabel(tr('vacancyApply.name', lang)).fill('Aziz');
    await section.getByLabel(tr('vacancyApply.phone', lang)).fill(number.slice(3));
    await send.click();
    await expect(section.getByRole('alert')).toHaveText(msg('VACANCY_ALREADY_APPLIED', lang));
    expect(pageErrors).toEqual([]);
  });
}
