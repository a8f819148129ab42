import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ExamCentre } from '@hanyu/contracts/constants/mhk';
import { AssignmentKind, AssignmentStatus, MyAssignments } from '@hanyu/contracts/teacher/assignments';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { useContent } from '../../shared/api/use-content.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { isPastDay } from '@hanyu/contracts/time/china-day';
import { LoadState } from '../../shared/ui/load-state.tsx';

type MyAssignment = ResponseOf<typeof MyAssignments>['list'][number];

/**
 * Where the learner takes an assignment: the mock PSC's start, the MHK paper's own page, the passage to
 * read, the topic to speak on, the pronunciation unit to practise.
 */
function takeHref(item: MyAssignment, pathname: string): string {
  switch (item.kind) {
    case AssignmentKind.MhkMock:
      return hrefFor('webMhkExamPage', pathname, { query: { paperId: item.paperId, centre: ExamCentre.All } });
    case AssignmentKind.PscPassage:
      return hrefFor('webMandarinPassageReadDetail', pathname, { query: { id: item.paperId } });
    case AssignmentKind.PscTopic:
      return hrefFor('webMandarinTopicSpeak', pathname, { query: { id: item.paperId } });
    case AssignmentKind.PscLesson:
      return hrefFor('webMandarinLearnDetail', pathname, { query: { key: item.paperId } });
    case AssignmentKind.PscMock:
      return hrefFor('webPscExamParent', pathname);
  }
}

function AssignmentRow({ item }: { item: MyAssignment }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const done = item.status === AssignmentStatus.Done;
  const over = !done && isPastDay(item.dueDate);
  return (
    <li className="my-classes__item my-assignment" data-testid="my-assignment" data-status={item.status}>
      <strong className="my-classes__name">{item.title}</strong>
      <span>{t('account.assignments.from', { className: item.className, teacher: item.teacher })}</span>
      <span data-overdue={over || undefined}>
        {t(over ? 'account.assignments.dueOver' : 'account.assignments.due', { date: item.dueDate })}
      </span>
      <span className="my-assignment__status">
        {t(`account.assignments.statuses.${item.status}`)}
        {done && item.score !== null && ` · ${t('account.assignments.score', { score: item.score })}`}
      </span>
      {item.note && <span className="my-assignment__note">{item.note}</span>}
      {!done && (
        <Link className="button" to={takeHref(item, pathname)}>
          {t(item.status === AssignmentStatus.Started ? 'account.assignments.continue' : 'account.assignments.start')}
        </Link>
      )}
    </li>
  );
}

/** "My assignments": what the learner's teachers have set, the soonest due first, and where each stands. */
export function MyAssignmentsSection() {
  const { t } = useTranslation();
  const { state, reload } = useContent(MyAssignments, {});
  return (
    <section className="personal-section my-classes" aria-labelledby="my-assignments-title">
      <h2 id="my-assignments-title">{t('account.assignments.title')}</h2>
      <LoadState state={state} onRetry={reload}>
        {({ list }) =>
          list.length === 0 ? (
            <div className="empty-state" data-testid="my-assignments-empty">
              <p>{t('account.assignments.empty')}</p>
            </div>
          ) : (
            <ul className="my-classes__list" aria-label={t('account.assignments.title')}>
              {list.map((item) => (
                <AssignmentRow key={item.assignmentId} item={item} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
