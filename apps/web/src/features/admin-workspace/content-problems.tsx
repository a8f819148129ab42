import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProblem, ManagedType } from '@hanyu/contracts/admin/content';
import { problemLine } from './content-check.ts';

/** Every problem the content checks found, each under its field's name (decision 061). */
export function ContentProblemList({
  type,
  problems,
  title,
}: {
  type: ManagedType;
  problems: readonly ContentProblem[];
  title: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (problems.length === 0) return null;
  return (
    <section className="content-problems" aria-labelledby={id} data-testid="content-problems">
      <h4 id={id}>{title}</h4>
      <ul>
        {problems.map((problem, i) => (
          <li key={i} data-field={problem.field}>
            <strong>
              {t(
                `adminWorkspace.content.fields.${type}.${problem.field}` as 'adminWorkspace.content.fields.news.title',
              )}
            </strong>{' '}
            <span lang="zh-Hans">{problemLine(problem)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
