import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { ItemResult } from './report-parts.tsx';
import { compositionItem } from './report-composition.ts';

/**
 * A submitted sitting's composition on a page of its own: the paper's title, the task, what the learner
 * wrote, the teacher's review when there is one and the estimate, each said to be which; `none` when the
 * paper has no composition.
 */
export function ReportCompositionView({
  exam,
  onRetry,
  testId,
  none,
  heading,
}: {
  exam: ExamReport;
  onRetry: () => void;
  testId: string;
  none: string;
  heading?: string;
}) {
  const item = compositionItem(exam);
  return (
    <>
      <p className="exam-paper-title kai" lang="zh-Hans">
        {exam.title}
      </p>
      {heading && <h2 className="exam-section-title">{heading}</h2>}
      {item ? (
        <ol className="diag-report-items" data-testid={testId}>
          <ItemResult item={item} onRetry={onRetry} />
        </ol>
      ) : (
        <p className="empty-state">{none}</p>
      )}
    </>
  );
}
