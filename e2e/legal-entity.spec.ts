import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { SANDBOX_FLEET_COMPANIES, type SandboxFleetCompany } from '@/lib/server/adapters/directory/sandbox/fleet-companies';
import { sandboxFleetVehicles } from '@/lib/server/adapters/registry/sandbox/fleet-vehicles';
import { followSignInLink, linkIn, uniqueAddress, waitForMail } from './support/mailbox';

const company = SANDBOX_FLEET_COMPANIES.find((c) => c.behaviour === 'small')!;

/** Signs up as a legal entity by a mailed link (spec §6: the request carries isLegalEntity); answers the address. */
async function signUpAsLegalEntity(page: Page): Promise<string> {
  const email = uniqueAddress();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Вход по ссылке', exact: true }).click();
  const form = page.getByRole('form', { name: 'Вход по ссылке' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Я — юридическое лицо').check();
  await form.getByRole('button', { name: 'Получить ссылку' }).click();
  await followSignInLink(page, linkIn(await waitForMail(email), '/login/link?token='));
  return email;
}

/** Finds `company` in the directory on /profile, adds it and opens its fleet page once it is checked. */
async function addAndOpen(page: Page, company: SandboxFleetCompany, search: string): Promise<void> {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Организации' });
  await section.getByLabel('Название или ИНН').fill(search);
  await section.getByRole('button', { name: `Добавить ${company.name}` }).click();
  const item = section.getByRole('listitem').filter({ hasText: `ИНН ${company.inn}` });
  await expect(item.getByText(/^Проверено/)).toBeVisible({ timeout: 30_000 });
  await item.getByRole('link', { name: 'Штрафы организации' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByText(/^Проверка завершена/)).toBeVisible({ timeout: 30_000 });
}

test('a legal entity signs up, adds its organization, filters the fleet’s fines by vehicle, exports them and imports its vehicles', async ({
  page,
}) => {
  const email = await signUpAsLegalEntity(page);
  // The first sign-in lands on /fines/list, which says where a legal entity adds its organization.
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByText(/^Организаций пока нет/)).toBeVisible();
  await page.getByRole('link', { name: 'Добавить организацию' }).click();
  await expect(page).toHaveURL(/\/profile#profile-organizations$/);
  await expect(page.getByRole('region', { name: 'Организации' }).getByLabel('Название или ИНН')).toBeVisible();
  await addAndOpen(page, company, 'тестовый автопарк');

  // Filter by one vehicle: every card shown is that vehicle's, and the filter stays in the address.
  const cards = page.locator('.fine-list article');
  await expect(cards.first()).toBeVisible();
  const plate = (
    await cards
      .first()
      .getByText(/^Госномер /)
      .first()
      .innerText()
  ).match(/Госномер (\S+)/)![1]!;
  // The filters are folded until one is set.
  await page.locator('summary', { hasText: 'Фильтры и порядок' }).click();
  await page.getByLabel('Госномер или СТС').fill(plate.toLowerCase());
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/vehicle=/);
  await expect(cards.first()).toBeVisible();
  // Text, not innerText: cards below the screen are not rendered (content-visibility: auto).
  for (const text of await cards.allTextContents()) expect(text).toContain(`Госномер ${plate}`);

  // A wrong amount and a broken page address keep the other filters: only the refused one is named,
  // beside what was typed.
  const filtered = page.url();
  const withMistakes = new URL(filtered);
  withMistakes.searchParams.set('min', '-5');
  withMistakes.searchParams.set('cursor', '\u0001');
  expect((await page.goto(withMistakes.toString()))?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Фильтры с ошибками не применены' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(`Госномер ${plate}`);
  await expect(page.getByLabel('Сумма от, ₽')).toHaveValue('-5');
  await expect(page.getByLabel('Сумма от, ₽')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Госномер или СТС')).toHaveValue(new RegExp(`^${plate}$`, 'i'));
  // A range that contradicts itself is left out whole: «до 100 ₽» alone would leave nothing to show.
  const contradictory = new URL(filtered);
  contradictory.searchParams.set('min', '5000');
  contradictory.searchParams.set('max', '100');
  await page.goto(contradictory.toString());
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма «от» больше суммы «до»' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(`Госномер ${plate}`);
  await page.goto(filtered);

  // Export the filtered charges: a CSV that a spreadsheet reads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Выгрузить в CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^shtrafy-${company.inn}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const rows = parse(await readFile((await file.path())!), { delimiter: ';', bom: true, columns: true }) as Record<
    string,
    string
  >[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r['Госномер'] === plate)).toBe(true);

  // The same charges as an Excel workbook, the УИН a text cell (Excel would round a 20-digit number).
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Выгрузить в Excel' }).click();
  const workbookFile = await workbookDownload;
  expect(workbookFile.suggestedFilename()).toMatch(new RegExp(`^shtrafy-${company.inn}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await workbookFile.path())!);
  const sheet = workbook.getWorksheet('Начисления')!;
  expect(sheet.rowCount - 1).toBe(rows.length);
  for (let i = 0; i < rows.length; i++) {
    expect(sheet.getRow(i + 2).getCell(1).value).toBe(rows[i]!['УИН']);
    expect(sheet.getRow(i + 2).getCell(9).value).toBe(plate);
  }

  // Import the vehicle list with one bad line: the good ones are taken, the bad one is named.
  const fleet = sandboxFleetVehicles(company.inn);
  const vehicle = fleet.find((v) => `${v.plateNumber}${v.plateRegion}` === plate)!;
  const csv = [
    'СТС;Госномер;Регион;Водитель',
    `${vehicle.sts};${vehicle.plateNumber};${vehicle.plateRegion};Петров Пётр Петрович`,
    `${fleet.find((v) => v !== vehicle)!.sts};${fleet.find((v) => v !== vehicle)!.plateNumber};${fleet.find((v) => v !== vehicle)!.plateRegion};Константинопольский-Достоевский Александр-Максимилиан Христофорович`,
    '12345;А123ВС;77;Иванов Иван Иванович',
  ].join('\n');
  await page.getByLabel('Файл CSV').setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Строк в файле: 3; добавлено 2, обновлено 0, не принято 1.')).toBeVisible();
  await expect(page.getByText(/^Строка 4: СТС «12345»/)).toBeVisible();
  // The drivers show on the cards once the list is read again.
  await expect(cards.first()).toContainText('Водитель: Петров Пётр Петрович');

  // Russian Excel saves plain CSV in Windows-1251: it is read as such, not refused line by line.
  const third = fleet.filter((v) => v !== vehicle)[1]!;
  const cp1251 = (text: string) =>
    Buffer.from(
      Array.from(text, (ch) => (ch >= 'А' && ch <= 'я' ? 0xc0 + ch.charCodeAt(0) - 'А'.charCodeAt(0) : ch.charCodeAt(0))),
    );
  await page.getByLabel('Файл CSV').setInputFiles({
    name: 'excel.csv',
    mimeType: 'text/csv',
    buffer: cp1251(`${third.sts};${third.plateNumber};${third.plateRegion};Сидоров Сидор Сидорович`),
  });
  await page.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Строк в файле: 1; добавлено 1, обновлено 0.')).toBeVisible();

  // «Список машин» shows the three, and one is removed after the row asks first.
  const vehicles = page.getByRole('region', { name: 'Машины организации' });
  await expect(vehicles.getByRole('row')).toHaveCount(4); // the header and three vehicles
  // A long driver's name scrolls inside the table: the page stays as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const thirdPlate = `${third.plateNumber} ${third.plateRegion}`;
  await expect(vehicles.getByRole('rowheader', { name: thirdPlate })).toBeVisible();
  await vehicles.getByRole('button', { name: `Удалить ${thirdPlate}` }).click();
  const confirm = vehicles.getByRole('button', { name: `Да, удалить ${thirdPlate}` });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(vehicles.getByRole('rowheader', { name: thirdPlate })).toHaveCount(0);
  await expect(vehicles.getByRole('row')).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Машины организации' }).getByRole('row')).toHaveCount(3);

  // A fine of the organization in full, and «Сообщить об ошибке» about it, prefilled with the member's address.
  // (The unpaid tab lists fines; orders have a tab of their own.)
  await page.locator('.fine-list a[href*="/fine/"]').first().click();
  await expect(page).toHaveURL(/\/fines\/list\/organization\/\d+\/fine\/\d+$/);
  await page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
  const report = page.getByRole('form', { name: 'Сообщить об ошибке в штрафе' });
  await expect(report.getByLabel('E-mail для ответа')).toHaveValue(email);
  await report.getByLabel('Что не так').fill('Машина продана до даты нарушения');
  await report.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Сообщение № \d+ отправлено/ })).toBeVisible();
});

test('a large fleet’s «Показать ещё» appends the next page in place and keeps the address', async ({ page, isMobile }) => {
  const large = SANDBOX_FLEET_COMPANIES.find((c) => c.behaviour === 'largeFleet')!;
  await signUpAsLegalEntity(page);
  await addAndOpen(page, large, 'большой автопарк');
  const cards = page.locator('.fine-list article');
  await expect(cards).toHaveCount(20);
  const hrefs = () =>
    cards.locator('a[href*="/fine/"], a[href*="/order/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const firstPage = await hrefs();
  const fleetAddress = page.url();
  const more = page.getByRole('link', { name: /^Показать ещё 20 из \d+$/ });
  await expect(more).toHaveAttribute('href', /cursor=/); // a real page without JavaScript
  const nextPage = (await more.getAttribute('href'))!;
  const tabs = page.getByRole('navigation', { name: 'Штрафы по статусу' });
  const unpaidTab = (await tabs.getByRole('link', { name: /^Неоплаченные/ }).textContent())!;
  expect(unpaidTab).not.toContain('(0)');
  await more.click();
  // Appended, not replaced (the end of the list coming into view may load a page more by itself).
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(40);
  expect(page.url()).toBe(fleetAddress);
  const shown = await hrefs();
  expect(shown.slice(0, firstPage.length)).toEqual(firstPage);
  expect(new Set(shown).size).toBe(shown.length); // each charge once
  await expect(page.getByRole('status').filter({ hasText: /^Показано \d+ из \d+$/ })).toBeAttached();

  // «Back» from a charge opened on the second page returns to that card, the pages still loaded.
  const opened = cards.nth(30);
  const openedId = (await opened.getAttribute('aria-labelledby'))!;
  const openedLink = opened.locator('a[href*="/fine/"], a[href*="/order/"]').first();
  await openedLink.scrollIntoViewIfNeeded();
  await openedLink.click();
  await expect(page).toHaveURL(/\/(fine|order)\/\d+/);
  await page.goBack();
  expect(page.url()).toBe(fleetAddress);
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  await expect(page.locator(`[aria-labelledby="${openedId}"]`)).toBeInViewport();
  await expect(openedLink).toBeFocused();

  // The same link opened as a page of its own (JavaScript off, a new tab): the next 20, with the
  // tab counts and the unpaid totals of the whole fleet, not «(0)».
  await page.goto(nextPage);
  await expect(cards).toHaveCount(20);
  expect(await hrefs()).not.toContain(firstPage[0]);
  await expect(tabs.getByRole('link', { name: /^Неоплаченные/ })).toHaveText(unpaidTab);
  await expect(page.getByText(/^К оплате: \d+/)).toBeVisible();

  // «По машинам»: every figure of a vehicle in view without scrolling sideways (a card per row on a
  // phone; the 760 px table put the sums off screen there).
  const vehiclesAddress = new URL(fleetAddress);
  vehiclesAddress.search = '?view=vehicles';
  await page.goto(vehiclesAddress.toString());
  const groups = page.getByRole('table', { name: 'Штрафы по машинам' });
  const firstRow = groups.locator('tbody tr').first();
  await expect(firstRow.getByRole('rowheader')).toHaveText(/\S/);
  const width = page.viewportSize()!.width;
  for (const cell of await firstRow.locator('th, td').all()) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // The chart's amount axis shows its labels whole (at 64 px «600 тыс. ₽» lost its leading digits).
  const chartAddress = new URL(fleetAddress);
  chartAddress.search = '?view=chart';
  await page.goto(chartAddress.toString());
  const months = page.getByRole('region', { name: 'Сумма штрафов по месяцам' });
  // On a phone the months are rows and the amounts run along the bottom.
  const labels = months.locator(`.recharts-${isMobile ? 'x' : 'y'}Axis-tick-labels .recharts-cartesian-axis-tick-value`);
  await expect(labels.first()).toContainText('₽');
  const chart = (await months.locator('svg.recharts-surface').first().boundingBox())!;
  for (const box of await labels.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect()))) {
    expect(box.x).toBeGreaterThanOrEqual(chart.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width + 1);
  }
  // Every month is named, with no gap (on a phone side by side recharts left out every other label;
  // there each month has a row of its own).
  const monthAxis = months.locator(`.recharts-${isMobile ? 'y' : 'x'}Axis-tick-labels .recharts-cartesian-axis-tick-value`);
  const named = (await monthAxis.allTextContents()).map((t) => {
    const [mm, yy] = t.split('.').map(Number);
    return yy! * 12 + mm!;
  });
  expect(named.length).toBeGreaterThan(1);
  if (isMobile) expect(named.slice(1).every((m, i) => m === named[i]! + 1)).toBe(true);
  // Every bar of the top vehicles is named by its plate (a phone's chart named every other one).
  const top = page.getByRole('region', { name: 'Машины с наибольшей суммой штрафов' });
  await expect(top.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const bars = await top.locator('.recharts-bar-rectangle').count();
  await expect(top.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveCount(bars);
});
