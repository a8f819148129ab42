import { useId, type ComponentType, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradedAnswer, PresentedExercise, PresentedPractice } from '@hanyu/contracts/mhk/graded';
import { remainingPieces, type AnswerAction } from './course-view.ts';

export type SetItem = PresentedPractice | PresentedExercise;

/** What the app gives the course to record a sentence and evaluate it (the speech feature's panel). */
export type SpeakComponent = ComponentType<{
  title: string;
  items: Array<{ id: string; text: string; pinyin: string }>;
  /** Told of each item's overall evaluation score (0–100), null when the recording was refused. */
  onScored?: (id: string, score: number | null) => void;
  /**
   * Whether to show the choice of where recordings are evaluated (the default). A page of several read-aloud
   * items shows it with the first only: the choice is one for the page, and every panel follows it.
   */
  placeChoice?: boolean;
}>;

const LETTERS = 'ABCD';

function Options({
  name,
  options,
  chosen,
  onChoose,
  disabled,
}: {
  name: string;
  options: readonly string[];
  chosen: number | undefined;
  onChoose: (option: number) => void;
  disabled: boolean;
}) {
  return (
    <div className="graded-options" role="radiogroup">
      {options.map((option, i) => (
        <label key={i} className="graded-option">
          <input type="radio" name={name} checked={chosen === i} onChange={() => onChoose(i)} disabled={disabled} />{' '}
          {LETTERS[i]}. <span lang="zh-Hans">{option}</span>
        </label>
      ))}
    </div>
  );
}

function Blanked({ text }: { text: string }) {
  const { t } = useTranslation();
  const [before, after] = text.split('＿＿');
  return (
    <p className="graded-blank-text" lang="zh-Hans">
      {before}
      <span className="graded-blank" aria-label={t('graded.items.blank')}>
        ＿＿
      </span>
      {after}
    </p>
  );
}

interface ItemInputProps {
  index: number;
  item: SetItem;
  answer: GradedAnswer | undefined;
  dispatch: Dispatch<AnswerAction>;
  disabled: boolean;
  Speak: SpeakComponent;
  /** Told of a read-aloud item's evaluation score. */
  onScored?: (score: number | null) => void;
  /** Whether a read-aloud item shows the choice of evaluation place (the page's first one does). */
  placeChoice?: boolean;
}

/** One item of a practice, exercise set or extension, as the learner answers it. */
export function ItemInput({ index, item, answer, dispatch, disabled, Speak, onScored, placeChoice }: ItemInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = answer && 'option' in answer ? answer.option : undefined;
  const choose = (option: number) => dispatch({ type: 'set', index, answer: { option } });
  switch (item.kind) {
    case 'read':
      return (
        <>
          <Speak
            title={item.prompt || t('graded.items.readAloud')}
            onScored={onScored && ((_, score) => onScored(score))}
            placeChoice={placeChoice}
            items={[
              { id: `read-${index}`, text: item.say.text, pinyin: item.say.syllables.map((s) => s.pinyin).join(' ') },
            ]}
          />
        </>
      );
    case 'listenChoose':
    case 'listenJudge':
      return (
        <>
          <audio
            className="graded-audio"
            controls
            preload="none"
            src={item.audio.url}
            aria-label={t('graded.items.recording')}
          />
          {item.kind === 'listenChoose' ? (
            <>
              <p lang="zh-Hans">{item.question}</p>
              <Options name={name} options={item.options} chosen={chosen} onChoose={choose} disabled={disabled} />
            </>
          ) : (
            <>
              <p lang="zh-Hans">{item.statement}</p>
              <div className="graded-options" role="radiogroup">
                {[true, false].map((value) => (
                  <label key={String(value)} className="graded-option">
                    <input
                      type="radio"
                      name={name}
                      checked={answer !== undefined && 'judge' in answer && answer.judge === value}
                      onChange={() => dispatch({ type: 'set', index, answer: { judge: value } })}
                      disabled={disabled}
                    />{' '}
                    {t(value ? 'graded.items.true' : 'graded.items.false')}
                  </label>
                ))}
              </div>
            </>
          )}
        </>
      );
    case 'TextChoose':
      return (
        <>
          <Blanked text={item.text} />
          <Options name={name} options={item.options} chosen={chosen} onChoose={choose} disabled={disabled} />
        </>
      );
    case 'choose':
      return (
        <>
          <p lang="zh-Hans">{item.question}</p>
          <Options name={name} options={item.options} chosen={chosen} onChoose={choose} disabled={disabled} />
        </>
      );
    case 'online':
    case 'classification': {
      const rows = item.kind === 'online' ? item.left : item.items;
      const choices = item.kind === 'online' ? item.right : item.groups;
      const picked = answer && 'match' in answer ? answer.match : answer && 'groups' in answer ? answer.groups : [];
      return (
        <>
          <p lang="zh-Hans">{item.prompt}</p>
          <table className="graded-match">
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row" lang="zh-Hans">
                    {row}
                  </th>
                  <td>
                    <select
                      aria-label={t(item.kind === 'online' ? 'graded.items.matchFor' : 'graded.items.groupFor', {
                        item: row,
                      })}
                      value={picked[r] ?? -1}
                      disabled={disabled}
                      onChange={(event) =>
                        dispatch(
                          item.kind === 'online'
                            ? { type: 'match', index, left: r, right: Number(event.target.value), size: rows.length }
                            : { type: 'group', index, item: r, group: Number(event.target.value), size: rows.length },
                        )
                      }
                    >
                      <option value={-1}>{t('graded.items.pick')}</option>
                      {choices.map((choice, c) => (
                        <option key={c} value={c}>
                          {choice}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
    }
    case 'fill':
      return (
        <>
          <Blanked text={item.text} />
          <label className="graded-fill">
            {t('graded.items.fill')}{' '}
            <input
              type="text"
              lang="zh-Hans"
              maxLength={40}
              value={answer && 'text' in answer ? answer.text : ''}
              onChange={(event) => dispatch({ type: 'set', index, answer: { text: event.target.value } })}
              disabled={disabled}
            />
          </label>
          <p className="muted">{t('graded.items.hint', { hint: item.hint })}</p>
        </>
      );
    case 'order': {
      const used = answer && 'order' in answer ? answer.order : [];
      const left = remainingPieces(item.pieces, used);
      return (
        <>
          <p>{t('graded.items.orderPrompt')}</p>
          <p className="graded-order__sentence" lang="zh-Hans" aria-live="polite">
            {used.length > 0 ? used.join(' ') : <span className="muted">{t('graded.items.orderEmpty')}</span>}
          </p>
          <div className="graded-order__pieces">
            {left.map((i) => (
              <button
                key={i}
                type="button"
                className="button"
                lang="zh-Hans"
                disabled={disabled}
                onClick={() => dispatch({ type: 'piece', index, piece: item.pieces[i] ?? '' })}
              >
                {item.pieces[i]}
              </button>
            ))}
            {used.length > 0 && (
              <button
                type="button"
                className="button button--quiet"
                disabled={disabled}
                onClick={() => dispatch({ type: 'unpiece', index })}
              >
                {t('graded.items.orderUndo')}
              </button>
            )}
          </div>
        </>
      );
    }
  }
}
