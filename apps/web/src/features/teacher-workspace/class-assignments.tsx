import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { GetAssignment, ListAssignments } from '@hanyu/contracts/teacher/assignments';
import { useContent } from '../../shared/api/use-content.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { isPastDay } from '@hanyu/contracts/time/china-day';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { AssignForm } from './assign-form.tsx';
import { dayText } from './class-rules.ts';

type Listed = ResponseOf<typeof ListAssignments>['list'][number];

/** Each learner's standing on one assignment, loaded when the teacher opens it. */
function Standings({ assignmentId }: { assignmentId: string }) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const { state, reload } = useContent(GetAssignment, { assignmentId });
  return (
    <LoadState state={state} onRetry={reload}>
      {(detail) =>
        detail.list.length === 0 ? (
          <p className="muted">{t('teacherWorkspace.assignments.noLearners')}</p>
        ) : (
          <table className="teacher-members__table assign-standings" data-testid="assignment-standings">
            <thead>
              <tr>
                <th scope="col">{t('teacherWorkspace.class.nickName')}</th>
                <th scope="col">{t('teacherWorkspace.assignments.status')}</th>
                <th scope="col">{t('teacherWorkspace.assignments.score')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.list.map((learner) => (
                <tr key={learner.userId}>
                  <th scope="row">{learner.nickName}</th>
                  <td data-status={learner.status}>
                    {t(`teacherWorkspace.assignments.statuses.${learner.status}`)}
                    {learner.submittedAt && ` · ${dayText(learner.submittedAt, tag)}`}
                  </td>
                  <td>{learner.score === null ? '—' : learner.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}

function AssignmentItem({ item }: { item: Listed }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const over = isPastDay(item.dueDate) && item.done < item.members;
  const standingsId = useId();
  return (
    <li className="assign-item" data-testid="assignment">
      <p className="assign-item__title">
        <strong>{item.title}</strong>
      </p>
      <p className="assign-item__facts">
        <span data-overdue={over || undefined}>
          {t(over ? 'teacherWorkspace.assignments.dueOver' : 'teacherWorkspace.assignments.due', {
            date: item.dueDate,
          })}
        </span>
        <span data-testid="assignment-done">
          {t('teacherWorkspace.assignments.doneCount', { done: item.done, count: item.members })}
        </span>
      </p>
      {item.note && <p className="assign-item__note">{item.note}</p>}
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        aria-controls={standingsId}
        onClick={() => setOpen((now) => !now)}
      >
        {t(open ? 'teacherWorkspace.assignments.hideStandings' : 'teacherWorkspace.assignments.showStandings')}
      </button>
      <div id={standingsId}>{open && <Standings assignmentId={item.assignmentId} />}</div>
    </li>
  );
}

/** The class's assignments: set work with a due day, and who has done each. */
export function ClassAssignments({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const { state, reload } = useContent(ListAssignments, { classId });
  const [said, setSaid] = useState('');
  return (
    <section className="teacher-assignments" aria-labelledby="class-assignments-title">
      <h2 id="class-assignments-title">{t('teacherWorkspace.assignments.title')}</h2>
      <p className="muted">{t('teacherWorkspace.assignments.intro')}</p>
      <AssignForm
        classId={classId}
        onAssigned={(title) => {
          setSaid(t('teacherWorkspace.assignments.assigned', { title }));
          reload();
        }}
      />
      <p className="saved-note" role="status" aria-live="polite">
        {said}
      </p>
      <LoadState state={state} onRetry={reload}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="empty-state" data-testid="assignments-empty">
              {t('teacherWorkspace.assignments.empty')}
            </p>
          ) : (
            <ul className="assign-list" aria-label={t('teacherWorkspace.assignments.listLabel')}>
              {list.map((item) => (
                <AssignmentItem key={item.assignmentId} item={item} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
