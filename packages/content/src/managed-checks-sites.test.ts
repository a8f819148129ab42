import { describe, expect, it } from 'vitest';
import { checkPscTestSiteFields } from './managed-checks-sites.ts';
import { loadPscTestSites, type PscTestSiteEntry } from './psc-test-sites.ts';

const sites = loadPscTestSites();
const fieldsOf = (site: PscTestSiteEntry) => ({
  code: site.code,
  name: site.name,
  province: site.province,
  address: site.address,
  seatsPerSession: String(site.seatsPerSession),
});

describe('the content checks of a managed PSC test site', () => {
  it('passes every authored site as it stands', () => {
    for (const site of sites) expect(checkPscTestSiteFields(fieldsOf(site))).toEqual({ problems: [], site });
  });

  it('names the field of each problem in Chinese: the name, the seats, and a province its code does not name', () => {
    const [first] = sites;
    if (!first) throw new Error('no authored site');
    const short = checkPscTestSiteFields({ ...fieldsOf(first), name: '考点', seatsPerSession: '80' });
    expect(short).toEqual({
      site: null,
      problems: [
        { field: 'name', position: '', message: '考点名称至少 4 个字' },
        { field: 'seatsPerSession', position: '', message: '每场名额最多 60 个' },
      ],
    });
    const elsewhere = checkPscTestSiteFields({ ...fieldsOf(first), code: '4409', province: '北京市' });
    expect(elsewhere.problems).toEqual([
      { field: 'province', position: '', message: '考点编号前两位是广东省的代码，省份应为广东省' },
    ]);
  });
});
