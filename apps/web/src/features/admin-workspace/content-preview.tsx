import type { ManagedFields, ManagedType } from '@hanyu/contracts/admin/content';
import { LeagueMemberCard } from '../../shared/managed-content/league-member-card.tsx';
import { NewsArticle } from '../../shared/managed-content/news-article.tsx';
import {
  memberOfFields,
  newsOfFields,
  schoolOfFields,
  teacherOfFields,
  videoOfFields,
} from '../../shared/managed-content/public-entry.ts';
import { SchoolCard } from '../../shared/managed-content/school-card.tsx';
import { TeacherProfileCard } from '../../shared/managed-content/teacher-profile-card.tsx';
import { VideoCard } from '../../shared/managed-content/video-card.tsx';
import { TeachingPreview } from './teaching-preview.tsx';

/** A revision as learners will see it: drawn by the public pages' own components. */
export function ContentPreview({
  type,
  id,
  fields,
  live = false,
}: {
  type: ManagedType;
  id: string;
  fields: ManagedFields;
  /** The revision shown is the one learners see (a video's file is then served, so it plays). */
  live?: boolean;
}) {
  switch (type) {
    case 'news':
      return <NewsArticle news={newsOfFields(id, fields)} level={4} />;
    case 'leagueMember':
      return <LeagueMemberCard member={memberOfFields(id, fields)} level={4} />;
    case 'school':
      return <SchoolCard school={schoolOfFields(id, fields)} level={4} />;
    case 'teacherProfile':
      return <TeacherProfileCard profile={teacherOfFields(id, fields)} level={4} />;
    case 'video':
      // The file is served only for the published revision: another revision's preview shows the words.
      return <VideoCard video={videoOfFields(id, fields)} level={4} playable={live} />;
    case 'passage':
    case 'topic':
    case 'pscPaper':
    case 'mhkPaper':
    case 'diagnosisPaper':
    case 'promotionPaper':
    case 'gradedUnit':
    case 'eloquenceExercise':
    case 'pscTestSite':
    case 'phoneticsEntry':
      return <TeachingPreview type={type} fields={fields} />;
  }
}
