import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFormField } from '@hanyu/contracts/admin/imports';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithFile } from '../../test/evaluation-upload.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { looksLikeText } from './import-routes.ts';

const SAMPLE = readFileSync(new URL('../../../../../docs/samples/psc-results.csv', import.meta.url));
const PATH = '/admin/import/pscResults';

function csvFile(bytes: Uint8Array, filename = 'results.csv') {
  return { field: ImportFormField.File, filename, contentType: 'text/csv', bytes };
}

/** The sample with one more row whose score does not fit its grade. */
function withBadRow(): Uint8Array {
  const text = SAMPLE.toString('utf8').trimEnd();
  return new TextEncoder().encode(
    `${text}\n赵一鸣,110101199001011237,112599990001,1125990399999,男,北京市,北京市普通话水平测试中心,75.00,一级甲等,2025-03-01\n`,
  );
}

describe('looking at a file’s bytes, not its name', () => {
  it('takes text and refuses a spreadsheet, an old Office file, a PDF and binary data', () => {
    expect(looksLikeText(new TextEncoder().encode('name,idCard\n'))).toBe(true);
    expect(looksLikeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(false);
    expect(looksLikeText(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe(false);
    expect(looksLikeText(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(looksLikeText(Uint8Array.from([0x6e, 0x00, 0x61]))).toBe(false);
  });
});

describe.each(testDialects)('importing PSC results from the workspace on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  const adminAccount = `import-admin-${dialect}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, `import-learner-${dialect}@example.com`)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(() => t.close());

  const upload = async (payload: object, bytes: Uint8Array, filename?: string) =>
    (await callWithFile(t, PATH, { token: admin, ...payload }, csvFile(bytes, filename))).json();

  it('lists the bad row by its line and imports nothing, then the good rows when asked to skip it', async () => {
    const rows = SAMPLE.toString('utf8').trim().split('\n').length - 1;
    const checked = await upload({}, withBadRow());
    expect(checked.returnValue).toMatchObject({ rows: rows + 1, written: false, inserted: 0, moreProblems: 0 });
    expect(checked.returnValue.problems).toEqual([
      expect.objectContaining({ line: rows + 2, field: 'level', message: expect.any(String) }),
    ]);

    const dry = await upload({ dryRun: true, skipInvalid: true }, withBadRow());
    expect(dry.returnValue).toMatchObject({ written: false, inserted: 0 });

    const imported = await upload({ skipInvalid: true }, withBadRow(), 'spring.csv');
    expect(imported.returnValue).toMatchObject({ written: true, inserted: rows, skipped: 1 });
    const again = await upload({ skipInvalid: true }, withBadRow());
    expect(again.returnValue).toMatchObject({ written: true, inserted: 0, unchanged: rows });

    const log = (await callApi(t, '/admin/audit/list', { token: admin, action: 'psc.resultsImport' })).json();
    expect(log.returnValue.list[1]).toMatchObject({
      targetId: 'spring.csv',
      detail: { rows: rows + 1, inserted: rows, skipped: 1 },
    });
  });

  it('refuses a spreadsheet named .csv, an empty file and a file without a file, saying which', async () => {
    const xlsx = await upload({}, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), 'results.csv');
    expect(xlsx).toMatchObject({ result: false, code: 'ImportFileNotCsv' });
    expect(await upload({}, new Uint8Array())).toMatchObject({ result: false, code: 'ImportFileMissing' });
    const noFile = await callApi(t, PATH, { token: admin });
    expect(noFile.json()).toMatchObject({ result: false, code: 'ImportFileMissing' });
  });

  it('imports test sessions, leaving out and listing a bad row, and changes a session when imported again', async () => {
    const sessions = (capacity: number) =>
      new TextEncoder().encode(
        [
          'site_code,site_name,province,address,date,start_time,capacity,deadline',
          `1101,北京市普通话水平测试中心,北京市,北京市海淀区学院路,2030-06-22,09:00,${capacity},`,
          '1101,北京市普通话水平测试中心,上海市,北京市海淀区学院路,2030-06-22,14:00,40,',
          '',
        ].join('\n'),
      );
    const path = '/admin/import/pscSessions';
    const send = async (payload: object, bytes: Uint8Array) =>
      (await callWithFile(t, path, { token: admin, ...payload }, csvFile(bytes, 'june.csv'))).json().returnValue;
    const checked = await send({ dryRun: true }, sessions(40));
    expect(checked).toMatchObject({ rows: 2, inserted: 0, skipped: 1, written: false });
    expect(checked.problems).toEqual([{ line: 3, field: null, message: '省份“上海市”与考点编号 1101（北京市）不符' }]);
    expect(await send({}, sessions(40))).toMatchObject({ rows: 2, inserted: 1, skipped: 1, written: true });
    expect(await send({}, sessions(60))).toMatchObject({ inserted: 0, updated: 1, written: true });
    const gbk = await send({}, Uint8Array.from([0xbf, 0xbc, 0xb5, 0xe3, 0x0a]));
    expect(gbk).toMatchObject({
      rows: 0,
      written: false,
      problems: [{ line: 1, message: expect.stringContaining('UTF-8') }],
    });
  });

  it('refuses a learner', async () => {
    const refused = await callWithFile(t, PATH, { token: learner }, csvFile(SAMPLE));
    expect(refused.json()).toMatchObject({ result: false, code: 'RoleRequired' });
  });
});
