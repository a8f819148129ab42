import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckCharacter } from '@hanyu/contracts/psc/id-card';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface ImportStrings {
  adminWorkspace: { users: Keys<'importLink'> };
  adminImport: Keys<'file' | 'dryRun' | 'skipInvalid' | 'check' | 'import'> & {
    kinds: Keys<'sessions'>;
    outcome: Keys<'checkedWithProblems' | 'refused' | 'importedSkipping'>;
    report: Keys<'problemsCaption'>;
  };
}

const zh = readLocale('zh') as ImportStrings;
const text = zh.adminImport;
const PASSWORD = 'Lantern_Qiao88';

/** A valid identity number of someone born on `birth` (YYYYMMDD) in Beijing's Dongcheng district: its 17th digit odd for a man. */
function idCard(birth: string, gender: '男' | '女'): string {
  const sequence = randomInt(10, 99) * 10 + (gender === '男' ? 1 : 2);
  const body = `110101${birth}${sequence}`;
  return `${body}${idCardCheckCharacter(body)}`;
}

/** Three results with fresh ticket and certificate numbers; the third's grade does not fit its score. */
function resultsFile(): Buffer {
  const ticket = () => `1125${String(randomInt(10_000_000, 99_999_999))}`;
  const certificate = () => `1125${String(randomInt(100_000_000, 999_999_999))}`;
  const rows = [
    [
      '王雅琴',
      idCard('19980314', '女'),
      ticket(),
      certificate(),
      '女',
      '北京市',
      '北京市普通话水平测试中心',
      '94.25',
      '一级乙等',
      '2025-04-19',
    ],
    [
      '陈思远',
      idCard('19990607', '男'),
      ticket(),
      certificate(),
      '男',
      '北京市',
      '北京语言大学普通话水平测试站',
      '88.50',
      '二级甲等',
      '2025-05-24',
    ],
    [
      '赵一鸣',
      idCard('19900101', '男'),
      ticket(),
      certificate(),
      '男',
      '北京市',
      '北京市普通话水平测试中心',
      '75.00',
      '一级甲等',
      '2025-03-01',
    ],
  ];
  const header = 'name,idCard,stuId,centId,gender,provinceName,siteName,score,level,testDate';
  return Buffer.from(`\uFEFF${[header, ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`, 'utf8');
}

async function choose(page: Page, label: string, checked: boolean): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  if ((await box.isChecked()) !== checked) await box.click();
}

/**
 * A platform administrator (made by the operator's command) imports a results file from the workspace:
 * the check lists the one bad row by its line and writes nothing, the import without skipping refuses the
 * file, and with skipping imports the two good rows.
 */
describe('importing PSC results from the administrator workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await createPlatformAdmin(await signUpByEmail(admin.page, 'import-admin', PASSWORD));
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(admin.page, 'admin-import-failed.png');
  });
  afterAll(async () => {
    await admin.close();
    await browser.close();
  });

  it('checks the file first and lists the bad row by its line, then imports the good rows when told to skip it', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: zh.adminWorkspace.users.importLink }).click();
    await page.waitForURL('**/dist/web/workspace/admin/import');
    const file = { name: 'spring-results.csv', mimeType: 'text/csv', buffer: resultsFile() };
    await page.getByLabel(text.file, { exact: true }).setInputFiles(file);
    // Checking is the default: nothing is written.
    expect(await page.getByLabel(text.dryRun, { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: text.check }).click();
    const report = page.getByTestId('import-report');
    await report.getByText(fillTemplate(text.outcome.checkedWithProblems, { count: 1 }), { exact: true }).waitFor();
    const problems = page.getByRole('table', { name: text.report.problemsCaption });
    expect(await problems.locator('tbody tr').count()).toBe(1);
    expect(await problems.locator('tbody td').first().innerText()).toBe('4');
    expect(await problems.locator('tbody td').nth(1).innerText()).toBe('level');
    await screenshot(page, 'admin-import-checked.png');

    await choose(page, text.dryRun, false);
    await page.getByRole('button', { name: text.import, exact: true }).click();
    await report.getByText(fillTemplate(text.outcome.refused, { count: 1 }), { exact: true }).waitFor();

    await choose(page, text.skipInvalid, true);
    await page.getByRole('button', { name: text.import, exact: true }).click();
    await report.getByText(fillTemplate(text.outcome.importedSkipping, { count: 1 }), { exact: true }).waitFor();
    expect(await report.locator('dd').allInnerTexts()).toEqual(['3', '2', '0', '0', '1']);
    await screenshot(page, 'admin-import-done.png');
    admin.expectNoProblems();
  });

  it('checks a test-sessions file the same way (a check only: the signup tests share these sessions)', async () => {
    const { page } = admin;
    await page.getByLabel(text.kinds.sessions, { exact: true }).check();
    // Sessions are imported row by row: there is no choice to refuse the whole file.
    expect(await page.getByLabel(text.skipInvalid, { exact: true }).count()).toBe(0);
    await choose(page, text.dryRun, true);
    const sessions = [
      'site_code,site_name,province,address,date,start_time,capacity,deadline',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区学院路,2031-06-22,09:00,40,',
      '1101,北京市普通话水平测试中心,上海市,北京市海淀区学院路,2031-06-22,14:00,40,',
    ].join('\n');
    await page
      .getByLabel(text.file, { exact: true })
      .setInputFiles({ name: 'june-sessions.csv', mimeType: 'text/csv', buffer: Buffer.from(sessions, 'utf8') });
    await page.getByRole('button', { name: text.check }).click();
    const report = page.getByTestId('import-report');
    await report.getByText(fillTemplate(text.outcome.checkedWithProblems, { count: 1 }), { exact: true }).waitFor();
    const problems = page.getByRole('table', { name: text.report.problemsCaption });
    expect(await problems.locator('tbody td').first().innerText()).toBe('3');
    admin.expectNoProblems();
  });
});
