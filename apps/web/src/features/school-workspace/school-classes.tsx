import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GetSchoolClasses, type SchoolClass } from '@hanyu/contracts/teacher/school-classes';
import { isPastDay } from '@hanyu/contracts/time/china-day';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';

/** One class: its teacher and learners, and how far the learners are with each assignment. */
function ClassCard({ item }: { item: SchoolClass }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="school-class" aria-labelledby={titleId} data-testid="school-class">
      <h4 id={titleId}>{item.name}</h4>
      <p className="school-class__facts">
        <span>{t('schoolWorkspace.classes.teacher', { name: item.teacher })}</span>
        <span>{t('schoolWorkspace.classes.learners', { count: item.learners })}</span>
      </p>
      {item.assignments.length === 0 ? (
        <p className="muted">{t('schoolWorkspace.classes.noAssignments')}</p>
      ) : (
        <ul className="school-class__work" aria-label={t('schoolWorkspace.classes.assignments', { name: item.name })}>
          {item.assignments.map((work) => {
            const over = isPastDay(work.dueDate) && work.done < work.members;
            return (
              <li key={work.assignmentId} data-testid="school-assignment">
                <strong>{work.title}</strong>
                <span data-overdue={over || undefined}>
                  {t(over ? 'schoolWorkspace.classes.dueOver' : 'schoolWorkspace.classes.due', {
                    date: work.dueDate,
                  })}
                </span>
                <span>{t('schoolWorkspace.classes.done', { done: work.done, count: work.members })}</span>
                <span>
                  {work.averageScore === null
                    ? t('schoolWorkspace.classes.noScore')
                    : t('schoolWorkspace.classes.average', { score: work.averageScore })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** The classes of an institution's teachers, as its school administrator follows them. */
export function SchoolClasses({ institutionId, name }: { institutionId: string; name: string }) {
  const { t } = useTranslation();
  const { state, reload } = useContent(GetSchoolClasses, { institutionId });
  const titleId = useId();
  return (
    <section className="school-card school-classes" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('schoolWorkspace.classes.title', { name })}</h3>
      <LoadState state={state} onRetry={reload}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="empty-state" data-testid="school-classes-empty">
              {t('schoolWorkspace.classes.empty')}
            </p>
          ) : (
            <div className="school-classes__list">
              {list.map((item) => (
                <ClassCard key={item.classId} item={item} />
              ))}
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
