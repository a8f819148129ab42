import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListMhkExams, type CentreCode } from '@hanyu/contracts/mhk/exam';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { mhkHref, type MhkPaperLevel } from './mhk-links.ts';

/** The papers of a level for a centre code: their modules and limits, and begin or continue. */
export function PaperList({ route, level, centre }: { route: RouteEntry; level: MhkPaperLevel; centre: CentreCode }) {
  const { t } = useTranslation();
  const papers = useContent(ListMhkExams, { level, centre });
  return (
    <LoadState state={papers.state} onRetry={papers.reload}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="empty-state">{t('mhkExam.papers.none')}</p>
        ) : (
          <ul className="mhk-papers" data-testid="mhk-papers">
            {data.list.map((paper) => {
              const minutes = paper.modules.reduce((sum, module) => sum + module.minutes, 0);
              return (
                <li key={paper.paperId} className="mhk-papers__item">
                  <div className="mhk-papers__head">
                    <h3 className="mhk-papers__title kai" lang="zh-Hans">
                      {paper.title}
                    </h3>
                    {paper.inProgress && (
                      <span className="exam-badge">
                        {t(
                          paper.inProgress.status === 'paused' ? 'mhkExam.papers.paused' : 'mhkExam.papers.inProgress',
                        )}
                      </span>
                    )}
                  </div>
                  <ul className="mhk-papers__modules">
                    {paper.modules.map((module) => (
                      <li key={module.name}>
                        {t('mhkExam.papers.module', {
                          module: t(`exam.modules.${module.name}`),
                          minutes: module.minutes,
                          questions: module.questionCount,
                        })}
                      </li>
                    ))}
                  </ul>
                  <div className="mhk-papers__foot">
                    <span className="muted">{t('mhkExam.papers.total', { minutes })}</span>
                    <Link
                      className="button button--primary"
                      to={mhkHref(route, 'mhkExamPage', { paperId: paper.paperId, centre })}
                      aria-label={`${t(paper.inProgress ? 'mhkExam.papers.continue' : 'mhkExam.papers.begin')} · ${paper.title}`}
                    >
                      {t(paper.inProgress ? 'mhkExam.papers.continue' : 'mhkExam.papers.begin')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )
      }
    </LoadState>
  );
}

/** A row of choices (levels, modules) as radio buttons that look like a segmented control. */
export function ChoiceRow<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  name: string;
}) {
  return (
    <fieldset className="mhk-choose">
      <legend className="mhk-choose__legend">{legend}</legend>
      <div className="mhk-choose__options">
        {options.map((option) => (
          <label key={option.value} className="mhk-choose__option" data-checked={option.value === value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
