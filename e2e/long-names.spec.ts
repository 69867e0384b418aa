import { expect, test } from '@playwright/test';
import { createUserWithSts } from './support/api-user';
import { acceptSignInLink } from './support/sign-in-link';

// A document's name and a driver's name are the person's own text, up to 60 letters; without a
// space they must still wrap instead of widening the page on a phone.
test('a 60-letter document name, driver name and three-word full name keep /profile and /fines/list within the screen', async ({
  page,
  request,
}) => {
  const user = await createUserWithSts(request, '9900100100');
  const query = `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
  const sts = (await (await request.get(`/105/api/sts?${query}`)).json()).sts[0];
  const renamed = await request.put(`/105/api/sts/${sts.id}?${query}`, { form: { sts: sts.sts, name: 'Ш'.repeat(60) } });
  expect((await renamed.json()).status).toBe('ok');
  const added = await request.post(`/105/api/driverLicense?${query}`, {
    form: { driverLicense: '9900100100', name: 'Ж'.repeat(60), driverName: 'W'.repeat(60) },
  });
  expect((await added.json()).status).toBe('ok');
  // A full name takes three words of up to 60 letters each (a longer one is refused).
  const longName = `${'Щ'.repeat(60)} ${'Ы'.repeat(60)} ${'Э'.repeat(60)}`;
  const person = await request.post(`/105/api/user/person?${query}`, { form: { fullName: longName } });
  expect((await person.json()).status).toBe('ok');

  const width = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await acceptSignInLink(page, `/profile?${query}`);
  await expect(page.getByText('Ш'.repeat(60)).first()).toBeVisible();
  await expect(page.getByText(longName).first()).toBeVisible();
  // The link sign-in reaches /profile by a second navigation, which `goto` does not wait for: the
  // text is there before the page's stylesheets, and a layout read then measures an unstyled page
  // (one the browser never paints: stylesheets block painting, not layout reads).
  await page.waitForLoadState('load');
  expect(await width()).toBeLessThanOrEqual(0);
  await page.goto('/fines/list');
  await expect(page.getByText(`По документу: ${'Ш'.repeat(60)}`).first()).toBeVisible({ timeout: 30_000 });
  expect(await width()).toBeLessThanOrEqual(0);
  // A driver's licence is named on a card by the driver's name.
  await page.goto('/fines/list?show=dl');
  await expect(page.getByText(/По документу: W{60}/).first()).toBeVisible({ timeout: 30_000 });
  expect(await width()).toBeLessThanOrEqual(0);
});
