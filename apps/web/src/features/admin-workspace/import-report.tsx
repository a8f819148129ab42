import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@hanyu/contracts/admin/imports';
import { importOutcome, problemLines, type ImportChoice } from './results-import.ts';

/** What the import did: one sentence, the counts, and every bad row by its line with the column and why. */
export function ImportReportView({
  report,
  choice,
  fileName,
}: {
  report: ImportReport;
  choice: ImportChoice;
  fileName: string;
}) {
  const { t } = useTranslation();
  const outcome = importOutcome(report, choice);
  const lines = problemLines(report);
  // A check writes nothing: it counts the rows and those with a problem.
  const counts = choice.dryRun
    ? ([
        ['rows', report.rows],
        ['withProblems', lines.length],
      ] as const)
    : ([
        ['rows', report.rows],
        ['inserted', report.inserted],
        ['updated', report.updated],
        ['unchanged', report.unchanged],
        ['skipped', report.skipped],
      ] as const);
  return (
    <section className="admin-import__report" aria-labelledby="import-report-title" data-testid="import-report">
      <h2 id="import-report-title">{t('adminImport.report.title', { file: fileName })}</h2>
      <p role="status" className={outcome === 'imported' || outcome === 'checkedClean' ? 'saved-note' : 'notice'}>
        {t(`adminImport.outcome.${outcome}`, { count: lines.length, rows: report.rows })}
      </p>
      {outcome !== 'unreadable' && (
        <dl className="admin-import__counts">
          {counts.map(([name, value]) => (
            <div key={name}>
              <dt>{t(`adminImport.report.${name}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {report.problems.length > 0 && (
        <table className="audit-list__table admin-import__problems" data-testid="import-problems">
          <caption>{t('adminImport.report.problemsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminImport.report.line')}</th>
              <th scope="col">{t('adminImport.report.column')}</th>
              <th scope="col">{t('adminImport.report.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((found, index) => (
              <tr key={`${found.line}-${found.field ?? ''}-${index}`}>
                <td data-label={t('adminImport.report.line')}>{found.line}</td>
                <td data-label={t('adminImport.report.column')}>{found.field ?? t('adminImport.report.wholeRow')}</td>
                <td data-label={t('adminImport.report.problem')} lang="zh-Hans">
                  {found.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.moreProblems > 0 && (
        <p className="muted">{t('adminImport.report.more', { count: report.moreProblems })}</p>
      )}
    </section>
  );
}
