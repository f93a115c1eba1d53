import { expect, test } from '@playwright/test';

test('the demo menu is in the first HTML and hydrates without errors', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/Toshkent|Osh/);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
