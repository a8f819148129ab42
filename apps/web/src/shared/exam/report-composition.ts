import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';

type ReportItem = ExamReport['modules'][number]['items'][number];

/** A report's composition item (the writing module's), or null when the paper has none. */
export function compositionItem(exam: Pick<ExamReport, 'modules'>): ReportItem | null {
  return exam.modules.flatMap((module) => module.items).find((item) => item.composition !== null) ?? null;
}
