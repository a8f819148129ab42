import { useTranslation } from 'react-i18next';
import type { ExamAnswer } from '@hanyu/contracts/exam/exam-engine';

interface OrderBuilderProps {
  id: string;
  fragments: readonly string[];
  answer: ExamAnswer | undefined;
  disabled: boolean;
  onAnswer: (questionId: string, answer: ExamAnswer) => void;
  /** Every fragment taken back: an order needs one fragment at least, so nothing is sent. */
  onClear: (questionId: string) => void;
}

/** The fragments not yet placed, by position (a fragment may appear twice in a sentence). */
function remaining(fragments: readonly string[], order: readonly string[]): number[] {
  const used = [...order];
  return fragments.flatMap((fragment, index) => {
    const at = used.indexOf(fragment);
    if (at >= 0) {
      used.splice(at, 1);
      return [];
    }
    return [index];
  });
}

/**
 * Putting fragments in order (01030102): a click (or Enter) on a fragment adds it to the sentence; a
 * click on a placed one takes it back. Every step is saved as given.
 */
export function OrderBuilder({ id, fragments, answer, disabled, onAnswer, onClear }: OrderBuilderProps) {
  const { t } = useTranslation();
  const order = answer && 'order' in answer ? answer.order : [];
  const left = remaining(fragments, order);
  const save = (next: string[]) => (next.length > 0 ? onAnswer(id, { order: next }) : onClear(id));
  return (
    <div className="exam-order" data-testid={`exam-question-${id}`}>
      <p className="muted">{t('exam.items.orderHint')}</p>
      <div className="exam-order__sentence" aria-label={t('exam.items.orderSentence')} role="group">
        {order.length === 0 && <span className="muted">{t('exam.items.orderEmpty')}</span>}
        {order.map((fragment, index) => (
          <button
            key={`${fragment}-${index}`}
            type="button"
            className="exam-order__piece exam-order__piece--placed kai"
            lang="zh-Hans"
            disabled={disabled}
            aria-label={t('exam.items.orderRemove', { fragment })}
            onClick={() => save(order.filter((_, at) => at !== index))}
          >
            {fragment}
          </button>
        ))}
      </div>
      <div className="exam-order__pool" role="group" aria-label={t('exam.items.orderPool')}>
        {left.map((index) => (
          <button
            key={index}
            type="button"
            className="exam-order__piece kai"
            lang="zh-Hans"
            disabled={disabled}
            onClick={() => save([...order, fragments[index] ?? ''])}
          >
            {fragments[index]}
          </button>
        ))}
      </div>
      {order.length > 0 && (
        <button type="button" className="button button--quiet" disabled={disabled} onClick={() => save([])}>
          {t('exam.items.orderClear')}
        </button>
      )}
    </div>
  );
}
