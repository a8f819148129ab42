import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSpokenItem, type PresentedItem, type PresentedModule } from '@hanyu/contracts/exam/exam-engine';
import { isItemAnswered, questionIds } from './item-questions.ts';
import { ItemView } from './item-view.tsx';
import { SpokenTask } from './spoken-task.tsx';
import type { ExamRunner } from './use-exam-runner.ts';

/**
 * The module on screen: its rule, the items as numbered steps (answered ones marked), the item shown
 * and the moves to the one before and after. The item's heading takes the focus when it changes, so a
 * screen reader starts at the new item.
 */
export function ModulePanel({ module, run }: { module: PresentedModule; run: ExamRunner }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const { item, index, attempt, given } = run;
  const numbers = useMemo(() => {
    const map = new Map<string, number>();
    for (const id of module.items.flatMap(questionIds)) map.set(id, map.size + 1);
    return map;
  }, [module]);
  const numberOf = (id: string) => numbers.get(id) ?? 0;
  /** An item's questions as the paper numbers them: "3", or "5–7" for a group. */
  const rangeOf = (candidate: PresentedItem) => {
    const ids = questionIds(candidate).map(numberOf);
    return ids.length > 1 ? `${ids[0]}–${ids[ids.length - 1]}` : String(ids[0] ?? '');
  };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index, module.name]);

  if (!item) return null;
  const disabled = !run.open || run.busy;
  return (
    <section className="exam-module" aria-labelledby="exam-item-title" data-testid={`exam-module-${module.name}`}>
      <p className="exam-module__rule">{t(`exam.rules.${module.name}`)}</p>
      <nav aria-label={t('exam.page.itemsLabel')}>
        <ol className="exam-items">
          {module.items.map((candidate, at) => (
            <li key={candidate.id}>
              <button
                type="button"
                className="exam-items__button"
                aria-current={at === index ? 'step' : undefined}
                data-answered={isItemAnswered(candidate, given, attempt)}
                aria-label={t('exam.page.itemButton', {
                  questions: rangeOf(candidate),
                  state: isItemAnswered(candidate, given, attempt)
                    ? t('exam.page.itemAnswered')
                    : t('exam.page.itemOpen'),
                })}
                onClick={() => run.dispatch({ type: 'goItem', index: at })}
              >
                {rangeOf(candidate)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 id="exam-item-title" className="exam-item__title" tabIndex={-1} ref={heading} data-testid="exam-item-title">
        {t('exam.page.itemTitle', { questions: rangeOf(item), total: module.questionCount })}
      </h2>
      <div className="exam-item" data-item={item.id}>
        {isSpokenItem(item) ? (
          <SpokenTask
            key={item.id}
            exam={run.exam}
            item={item}
            number={numberOf(item.id)}
            attempt={attempt}
            disabled={disabled}
            accept={run.accept}
          />
        ) : (
          <ItemView
            key={item.id}
            item={item}
            given={given}
            numberOf={numberOf}
            disabled={disabled}
            onAnswer={run.answer}
            onClear={run.forget}
          />
        )}
      </div>
      <div className="exam-item__moves">
        <button
          type="button"
          className="button"
          disabled={index === 0}
          onClick={() => run.dispatch({ type: 'step', by: -1 })}
        >
          {t('exam.page.previous')}
        </button>
        <button
          type="button"
          className="button"
          disabled={index >= module.items.length - 1}
          onClick={() => run.dispatch({ type: 'step', by: 1 })}
        >
          {t('exam.page.next')}
        </button>
      </div>
    </section>
  );
}
