import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckGradedAnswers,
  type CheckedItem,
  type CheckedStudyType,
  type PresentedUnit,
  type UnitProgress,
} from '@hanyu/contracts/mhk/graded';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { answered, answersPayload, answersReducer } from './course-view.ts';
import { ItemInput, type SetItem, type SpeakComponent } from './item-inputs.tsx';

interface Checked {
  items: CheckedItem[];
  score: number;
  done: boolean;
}

/**
 * A practice, exercise set or extension's questions: answered one by one, checked on the server all
 * at once (the page never holds a key), each item then shown right or wrong with the key and why.
 * "Try again" starts the set afresh; the best result is kept by the server.
 */
export function CheckedSet({
  unit,
  studyType,
  items,
  Speak,
  onChecked,
}: {
  unit: PresentedUnit;
  studyType: CheckedStudyType;
  items: readonly SetItem[];
  Speak: SpeakComponent;
  onChecked: (progress: UnitProgress) => void;
}) {
  const { t } = useTranslation();
  const [answers, dispatch] = useReducer(answersReducer, {});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const open = items.filter((item, i) => !answered(item, answers[i])).length;
  const result = (index: number) => checked?.items.find((item) => item.index === index);
  const firstSpoken = items.findIndex((item) => item.kind === 'read');

  const check = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi(CheckGradedAnswers, {
        unitKey: unit.unitKey,
        studyType,
        answers: answersPayload(answers),
      });
      setChecked(answer);
      // The steps show the new progress; the set keeps its verdicts on the page.
      onChecked(answer.progress);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="graded-set"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <ol className="graded-set__items">
        {items.map((item, index) => {
          const verdict = result(index);
          return (
            <li
              key={index}
              className="graded-item"
              data-kind={item.kind}
              data-verdict={verdict ? (verdict.correct ? 'right' : 'wrong') : undefined}
            >
              <fieldset>
                <legend className="visually-hidden">{t('graded.items.number', { number: index + 1 })}</legend>
                <ItemInput
                  index={index}
                  item={item}
                  answer={answers[index]}
                  dispatch={dispatch}
                  disabled={checked !== null}
                  Speak={Speak}
                  placeChoice={index === firstSpoken}
                />
              </fieldset>
              {verdict && (
                <div className="graded-verdict" role="status">
                  <strong>{verdict.correct ? `✓ ${t('graded.items.right')}` : `✗ ${t('graded.items.wrong')}`}</strong>{' '}
                  {!verdict.correct && (
                    <span>
                      {t('graded.items.key')} <span lang="zh-Hans">{verdict.expected}</span>
                    </span>
                  )}
                  {verdict.explanation && (
                    <p className="muted" lang="zh-Hans">
                      {verdict.explanation}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {checked ? (
        <div className="graded-score" role="status" data-testid="graded-score">
          <p>
            <strong>{t('graded.items.score', { score: checked.score })}</strong>{' '}
            {t(checked.done ? 'graded.items.passed' : 'graded.items.notPassed')}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              dispatch({ type: 'reset' });
              setChecked(null);
            }}
          >
            {t('graded.items.again')}
          </button>
        </div>
      ) : (
        <div className="graded-set__submit">
          {open > 0 && <p className="muted">{t('graded.items.open', { count: open })}</p>}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('graded.items.check')}
          </button>
        </div>
      )}
      <ProblemMessage problem={problem} />
    </form>
  );
}
