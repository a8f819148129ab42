import type { ManagedFields, ManagedType } from '@hanyu/contracts/admin/content';
import { LeagueMemberCard } from '../../shared/managed-content/league-member-card.tsx';
import { NewsArticle } from '../../shared/managed-content/news-article.tsx';
import { memberOfFields, newsOfFields, schoolOfFields } from '../../shared/managed-content/public-entry.ts';
import { SchoolCard } from '../../shared/managed-content/school-card.tsx';
import { TeachingPreview } from './teaching-preview.tsx';

/** A revision as learners will see it: drawn by the public pages' own components. */
export function ContentPreview({ type, id, fields }: { type: ManagedType; id: string; fields: ManagedFields }) {
  switch (type) {
    case 'news':
      return <NewsArticle news={newsOfFields(id, fields)} level={4} />;
    case 'leagueMember':
      return <LeagueMemberCard member={memberOfFields(id, fields)} level={4} />;
    case 'school':
      return <SchoolCard school={schoolOfFields(id, fields)} level={4} />;
    case 'passage':
    case 'topic':
    case 'pscPaper':
      return <TeachingPreview type={type} fields={fields} />;
  }
}
