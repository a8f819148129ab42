import { describe, expect, it } from 'vitest';
import { csvFile, exportFileName } from './audit-export.ts';

describe('the audit log’s CSV export as a file', () => {
  it('is named by the local day it was made', () => {
    expect(exportFileName(new Date(2026, 10, 27, 23, 59))).toBe('audit-log-2026-11-27.csv');
    expect(exportFileName(new Date(2027, 0, 5, 0, 1))).toBe('audit-log-2027-01-05.csv');
  });

  it('keeps the server’s byte-order mark and text, as UTF-8', async () => {
    const csv =
      '\uFEFFat,actor,action,target_type,target_id,detail\r\n2026-11-27T09:00:00.000Z,u1,role.grant,user,u2,"{""role"":""teacher""}"\r\n';
    const file = csvFile(csv);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });
});
