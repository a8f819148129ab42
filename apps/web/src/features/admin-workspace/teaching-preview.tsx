import { useTranslation } from 'react-i18next';
import { CheckManagedContent, type ManagedFields, type ManagedType } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { EloquenceSheet } from '../../shared/managed-content/eloquence-sheet.tsx';
import { PassageReading } from '../../shared/managed-content/passage-reading.tsx';
import { clock } from '../../shared/managed-content/time-limit.ts';
import { TopicSheet } from '../../shared/managed-content/topic-sheet.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ContentProblemList } from './content-problems.tsx';
import { GradedUnitOutline } from './graded-unit-outline.tsx';
import { MhkPaperOutline } from './mhk-paper-outline.tsx';
import { PhoneticsOutline } from './phonetics-outline.tsx';
import { TestSiteOutline } from './test-site-outline.tsx';

/**
 * A revision of teaching content as learners will see it (decision 061): the server runs the content
 * checks and answers the passage or topic the learner's page would get, drawn by that page's own
 * component; while problems remain, they are listed instead. A passage lists its polyphones with the
 * reading chosen in context, for the author to review. An MHK paper is listed with its keys (decision 069),
 * a graded-course unit with its texts and its questions' keys and answers (decision 073), an eloquence
 * exercise as its page draws it with its preparation and speaking times, a PSC test site as an outline
 * of what candidates read of it, a phonetics entry as an outline of what its page teaches (decision 075).
 */
export function TeachingPreview({ type, fields }: { type: ManagedType; fields: ManagedFields }) {
  const { t } = useTranslation();
  const checked = useContent(CheckManagedContent, { type, fields });
  return (
    <LoadState state={checked.state} onRetry={checked.reload}>
      {(result) => (
        <div className="teaching-preview" data-testid="teaching-preview">
          <ContentProblemList
            type={type}
            problems={result.problems}
            title={t('adminWorkspace.content.check.problemsTitle', { count: result.problems.length })}
          />
          {result.problems.length === 0 &&
            !result.passage &&
            !result.topic &&
            !result.mhkPaper &&
            !result.gradedUnit &&
            !result.eloquence &&
            !result.testSite &&
            !result.phonetics && <p className="content-status">{t('adminWorkspace.content.check.passed')}</p>}
          {result.passage && (
            <article className="learn-passage" data-id={result.passage.id}>
              <PassageReading passage={result.passage} level={4} />
            </article>
          )}
          {result.topic && (
            <article className="learn-topic" data-id={result.topic.id}>
              <TopicSheet topic={result.topic} level={4} />
            </article>
          )}
          {result.eloquence && (
            <article className="learn-topic" data-id={result.eloquence.id}>
              <EloquenceSheet exercise={result.eloquence} level={4} />
              <p className="muted">
                {t('learn.eloquence.times', {
                  prepare: clock(result.eloquence.preparationSeconds),
                  speak: clock(result.eloquence.speakingSeconds),
                })}
              </p>
            </article>
          )}
          {result.testSite && <TestSiteOutline site={result.testSite} />}
          {result.phonetics && <PhoneticsOutline entry={result.phonetics} />}
          {result.mhkPaper && <MhkPaperOutline paper={result.mhkPaper} />}
          {result.gradedUnit && <GradedUnitOutline unit={result.gradedUnit} />}
          {result.polyphones.length > 0 && (
            <details className="teaching-preview__polyphones">
              <summary>{t('adminWorkspace.content.check.polyphones', { count: result.polyphones.length })}</summary>
              <ul lang="zh-Hans">
                {result.polyphones.map((note) => (
                  <li key={note.position}>
                    {note.hanzi} {note.chosen}（{note.possible.join('/')}）…{note.context}…
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </LoadState>
  );
}
