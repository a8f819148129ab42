import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPscTestSites } from './psc-test-sites.ts';

describe('PSC test sites', () => {
  const sites = loadPscTestSites();

  it('offers about a dozen sites over many provinces, each with a unique code', () => {
    expect(sites.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sites.map((site) => site.code.slice(0, 2))).size).toBeGreaterThanOrEqual(10);
    expect(new Set(sites.map((site) => site.code)).size).toBe(sites.length);
    for (const site of sites) {
      expect(site.address.startsWith(site.province), site.code).toBe(true);
      expect(site.seatsPerSession).toBeGreaterThanOrEqual(30);
      expect(site.seatsPerSession).toBeLessThanOrEqual(60);
    }
  });

  it('refuses a site whose province does not match its code, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psc-sites-'));
    fs.mkdirSync(path.join(dir, 'psc'));
    const site = { code: '1101', name: '北京市普通话水平测试中心', province: '上海市', address: '上海市徐汇区' };
    fs.writeFileSync(
      path.join(dir, 'psc', 'test-sites.json'),
      JSON.stringify({ sites: [{ ...site, seatsPerSession: 40 }] }),
    );
    expect(() => loadPscTestSites(dir)).toThrow(/test-sites\.json.*province/s);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
