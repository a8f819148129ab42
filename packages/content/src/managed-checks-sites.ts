/**
 * The content checks of a PSC test site written in the administrators' workspace (decision 075): the
 * fields made into an entry of data/psc/test-sites.json pass the PscTestSiteEntry schema the authored
 * sites pass (the code's four digits, the province its first two name, the name and address, the seats
 * of a seeded session). Problems name the field, where in it, and what is wrong, in Chinese.
 */
import type { ContentProblem, ManagedFields } from '@hanyu/contracts/admin/content';
import { provinceName } from '@hanyu/contracts/psc/signup';
import { schemaProblem } from './managed-checks.ts';
import { PscTestSiteEntry } from './psc-test-sites.ts';

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The schema's fields as the workspace names them. */
const SITE_FIELDS: Readonly<Record<string, string>> = {
  code: '考点编号',
  name: '考点名称',
  province: '省份',
  address: '考点地址',
  seatsPerSession: '每场名额',
};

/** A managed test site's checks: the authored sites' schema. */
export function checkPscTestSiteFields(fields: ManagedFields): {
  problems: ContentProblem[];
  site: PscTestSiteEntry | null;
} {
  const seats = text(fields, 'seatsPerSession');
  const parsed = PscTestSiteEntry.safeParse({
    code: text(fields, 'code'),
    name: text(fields, 'name'),
    province: text(fields, 'province'),
    address: text(fields, 'address'),
    seatsPerSession: /^\d+$/u.test(seats) ? Number(seats) : seats,
  });
  if (parsed.success) return { problems: [], site: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const problem = schemaProblem(issue, (path) => {
      const field = typeof path[0] === 'string' && path[0] in SITE_FIELDS ? path[0] : 'name';
      return { field, label: SITE_FIELDS[field] ?? '', position: '' };
    });
    if (issue.code === 'custom' && problem.field === 'province') {
      const named = provinceName(text(fields, 'code').slice(0, 2));
      const message = named
        ? `考点编号前两位是${named}的代码，省份应为${named}`
        : '考点编号的前两位应为省份的代码（GB/T 2260），如北京市 11';
      return { ...problem, message };
    }
    // Seats out of range: the schema's words would count characters, so say it in seats.
    if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
      const bound = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      return { ...problem, message: `每场名额${issue.code === 'too_small' ? '至少' : '最多'} ${bound} 个` };
    }
    return problem;
  });
  return { problems, site: null };
}
