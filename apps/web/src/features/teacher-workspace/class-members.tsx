import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import type { GetClass } from '@hanyu/contracts/teacher/classes';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { dayText } from './class-rules.ts';

type ClassDetail = ResponseOf<typeof GetClass>;

/** The learners of a class with the day each joined, or how to bring the first one in. */
export function ClassMembers({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const place = `${t('screens.personalCenter')} → ${t('account.classes.title')}`;
  return (
    <section className="teacher-members" aria-labelledby="class-members-title">
      <h2 id="class-members-title">{t('teacherWorkspace.class.membersTitle')}</h2>
      {detail.list.length === 0 ? (
        <div className="empty-state" data-testid="members-empty">
          <p className="teacher-empty__title">{t('teacherWorkspace.class.emptyTitle')}</p>
          <p>{t('teacherWorkspace.class.emptyBody', { code: detail.code, place })}</p>
        </div>
      ) : (
        <table className="teacher-members__table" data-testid="class-members">
          <caption className="muted">{t('teacherWorkspace.class.membersCount', { count: detail.list.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('teacherWorkspace.class.nickName')}</th>
              <th scope="col">{t('teacherWorkspace.class.joinedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.list.map((member) => (
              <tr key={member.userId}>
                <th scope="row">{member.nickName}</th>
                <td className="teacher-members__when">{dayText(member.joinedAt, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
