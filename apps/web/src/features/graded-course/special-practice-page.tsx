import '../../shared/exam/exam.css';
import './graded.css';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import {
  CheckSpecialAnswers,
  GetSpecialSet,
  SPECIAL_BATCH,
  type SkillProgress,
  type SpecialItem,
  type SpecialRound,
  type SpecialSkillChoice,
} from '@hanyu/contracts/mhk/special';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { answersReducer } from './course-view.ts';
import { ItemInput, type SpeakComponent } from './item-inputs.tsx';
import { specialHref } from './graded-links.ts';
import { batchAnswers, skillChoice, skillShares } from './special-view.ts';

type Verdicts = Array<{ itemKey: string; correct: boolean; expected: string; explanation: string | null }>;

/**
 * learn/specialTrainParent?skill=0101: a batch of the round's items of one skill (or all mixed): the
 * new ones first, then those answered wrong; checked on the server, each shown right or wrong with
 * the key; the next batch on request until every item of the skill is right.
 */
export function SpecialPracticePage({ route, Speak }: ScreenProps & { Speak: SpeakComponent }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const skill = skillChoice(search.get('skill'));
  useStudyAction(ModelCode.SpecialTraining);
  const set = useContent(GetSpecialSet, skill ? { skill, size: SPECIAL_BATCH } : null);
  return (
    <ScreenFrame route={route}>
      {!skill ? (
        <div className="empty-state">
          <p>{t('special.noSkill')}</p>
          <p className="empty-state__actions">
            <Link to={specialHref.home(route)}>{t('special.backHome')}</Link>
          </p>
        </div>
      ) : (
        <>
          <h2 className="special-heading">{t(`special.skills.${skill}`)}</h2>
          <LoadState state={set.state} onRetry={set.reload} slowHint={t('waiting.listening')}>
            {(data) => (
              <Batch
                key={data.items.map((item) => item.itemKey).join()}
                route={route}
                skill={skill}
                round={data.round}
                items={data.items}
                remaining={data.remaining}
                Speak={Speak}
                onNext={set.reload}
              />
            )}
          </LoadState>
        </>
      )}
    </ScreenFrame>
  );
}

function Batch({
  route,
  skill,
  round,
  items,
  remaining,
  Speak,
  onNext,
}: {
  route: RouteEntry;
  skill: SpecialSkillChoice;
  round: number;
  items: SpecialItem[];
  remaining: number;
  Speak: SpeakComponent;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [answers, dispatch] = useReducer(answersReducer, {});
  const [said, setSaid] = useState<Record<number, number>>({});
  const [verdicts, setVerdicts] = useState<Verdicts | null>(null);
  const [after, setAfter] = useState<SpecialRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const payload = batchAnswers(items, answers, said);

  if (items.length === 0) {
    return (
      <div className="empty-state" data-testid="special-all-right">
        <p>{t('special.allRight')}</p>
        <p className="empty-state__actions">
          <Link className="button" to={specialHref.home(route)}>
            {t('special.backHome')}
          </Link>
        </p>
      </div>
    );
  }

  const check = async () => {
    if (payload.length === 0) {
      setProblem({ id: 'SpecialNothingAnswered', message: t('special.nothingAnswered') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi(CheckSpecialAnswers, { round, answers: payload });
      setVerdicts(answer.items);
      setAfter(answer.round);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const firstSpoken = items.findIndex((entry) => entry.item.kind === 'read');
  const verdictOf = (itemKey: string) => verdicts?.find((verdict) => verdict.itemKey === itemKey);
  const progress: SkillProgress | null =
    after?.skills.find((entry) => entry.skill === skill) ??
    (after
      ? {
          skill: items[0]?.skill ?? '0101',
          setSize: after.setSize,
          practised: after.practised,
          right: after.right,
          ability: null,
          source: 'none',
        }
      : null);

  return (
    <form
      className="graded-set special-batch"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <p className="muted">{t('special.batchLead', { size: items.length, remaining })}</p>
      <ol className="graded-set__items">
        {items.map((entry, index) => {
          const verdict = verdictOf(entry.itemKey);
          return (
            <li
              key={entry.itemKey}
              className="graded-item"
              data-kind={entry.item.kind}
              data-verdict={verdict ? (verdict.correct ? 'right' : 'wrong') : undefined}
            >
              <p className="special-item__source muted">
                {t(`special.skills.${entry.skill}`)} · <span lang="zh-Hans">{entry.gradeTitle}</span> ·{' '}
                <span lang="zh-Hans">{entry.unitTitle}</span>
                {entry.again && <span className="special-item__again"> · {t('special.again')}</span>}
              </p>
              <fieldset>
                <legend className="visually-hidden">{t('graded.items.number', { number: index + 1 })}</legend>
                <ItemInput
                  index={index}
                  item={entry.item}
                  answer={answers[index]}
                  dispatch={dispatch}
                  disabled={verdicts !== null}
                  Speak={Speak}
                  placeChoice={index === firstSpoken}
                  onScored={(score) =>
                    setSaid((all) => {
                      if (score === null) {
                        const { [index]: _refused, ...rest } = all;
                        return rest;
                      }
                      return { ...all, [index]: score };
                    })
                  }
                />
              </fieldset>
              {verdict ? (
                <div className="graded-verdict" role="status">
                  <strong>{verdict.correct ? `✓ ${t('graded.items.right')}` : `✗ ${t('graded.items.wrong')}`}</strong>{' '}
                  {!verdict.correct && entry.item.kind !== 'read' && (
                    <span>
                      {t('graded.items.key')} <span lang="zh-Hans">{verdict.expected}</span>
                    </span>
                  )}
                  {!verdict.correct && entry.item.kind === 'read' && <span>{t('special.sayAgain')}</span>}
                  {verdict.explanation && (
                    <p className="muted" lang="zh-Hans">
                      {verdict.explanation}
                    </p>
                  )}
                </div>
              ) : (
                verdicts !== null && <p className="muted">{t('special.notAnswered')}</p>
              )}
            </li>
          );
        })}
      </ol>
      {verdicts ? (
        <div className="graded-score" role="status" data-testid="special-result">
          <p>
            <strong>
              {t('special.batchResult', {
                right: verdicts.filter((verdict) => verdict.correct).length,
                asked: verdicts.length,
              })}
            </strong>
          </p>
          {progress && (
            <p>
              {t('special.skillTotals', {
                practised: progress.practised,
                right: progress.right,
                total: progress.setSize,
              })}{' '}
              <progress max={100} value={skillShares(progress).right} aria-label={t('special.progressLabel')} />
            </p>
          )}
          <p className="special-batch__actions">
            <button type="button" className="button button--primary" onClick={onNext}>
              {t('special.nextBatch')}
            </button>{' '}
            <Link className="button" to={specialHref.home(route)}>
              {t('special.backHome')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="graded-set__submit">
          <p className="muted">{t('special.answered', { done: payload.length, total: items.length })}</p>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('graded.items.check')}
          </button>
        </div>
      )}
      <ProblemMessage problem={problem} />
      {problem?.id === 'SpecialRoundOver' && (
        <p>
          <Link to={specialHref.home(route)}>{t('special.backHome')}</Link>
        </p>
      )}
    </form>
  );
}
