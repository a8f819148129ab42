import { useTranslation } from 'react-i18next';
import type { TestSiteOutline as Site } from '@hanyu/contracts/admin/content';

/**
 * A PSC test site as the preview lists it (decision 075): its name, and what candidates read of it beside
 * each session (province, address) with the seats a seeded session at it has. No learner's page draws a
 * site alone, so this is an outline, named by the workspace's own field names.
 */
export function TestSiteOutline({ site }: { site: Site }) {
  const { t } = useTranslation();
  const facts = [
    ['code', site.code],
    ['province', site.province],
    ['address', site.address],
    ['seatsPerSession', String(site.seatsPerSession)],
  ] as const;
  return (
    <article className="test-site-outline" data-id={site.code}>
      <h4 lang="zh-Hans">{site.name}</h4>
      <dl className="admin-user__facts">
        {facts.map(([field, value]) => (
          <div key={field}>
            <dt>{t(`adminWorkspace.content.fields.pscTestSite.${field}`)}</dt>
            <dd lang="zh-Hans">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
