import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewGrade, type ReadingSegment, type ReviewCard } from '@hanyu/contracts/oversea/collection';
import { SpeechSynthesisLimits } from '@hanyu/contracts/oversea/speech-synthesis';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { cardSides, chineseSide, intervalText } from './bookmark-rules.ts';
import { LanguageText, useBookmarkFormat } from './list-controls.tsx';

const GRADES = [
  { grade: ReviewGrade.Again, key: 'again' },
  { grade: ReviewGrade.Hard, key: 'hard' },
  { grade: ReviewGrade.Good, key: 'good' },
  { grade: ReviewGrade.Easy, key: 'easy' },
] as const;

/** Chinese with pinyin above each syllable (tone-coloured, the tone mark always there), hidden until asked. */
function ReadingText({ segments, showPinyin }: { segments: ReadingSegment[]; showPinyin: boolean }) {
  return (
    <span lang="zh-Hans" className="flashcard__reading" data-pinyin={showPinyin ? 'shown' : 'hidden'}>
      {segments.map((segment, index) =>
        segment.pinyin === null ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <ruby key={index} data-tone={segment.tone ?? 5}>
            {segment.text}
            <rp>(</rp>
            <rt>{segment.pinyin}</rt>
            <rp>)</rp>
          </ruby>
        ),
      )}
    </span>
  );
}

/**
 * One flashcard: the Chinese side first (pinyin hidden until the card is turned), then the other side,
 * the notes, a listen button and the four grades with the interval each would give.
 */
export const Flashcard = forwardRef<
  HTMLDivElement,
  {
    card: ReviewCard;
    flipped: boolean;
    busy: boolean;
    onFlip: () => void;
    onGrade: (grade: ReviewGrade) => void;
  }
>(function Flashcard({ card, flipped, busy, onFlip, onGrade }, backRef) {
  const { t } = useTranslation();
  const { tag } = useBookmarkFormat();
  const frontId = useId();
  const { front, back } = cardSides(card);
  const chinese = chineseSide(card);
  return (
    <article className="flashcard" data-flipped={flipped} aria-labelledby={frontId} data-testid="flashcard">
      <div className="flashcard__side flashcard__side--front">
        <p className="flashcard__label">{t('bookmarks.review.front')}</p>
        <p id={frontId} className="flashcard__front">
          {card.reading ? (
            <ReadingText segments={card.reading} showPinyin={flipped} />
          ) : (
            <LanguageText text={front.text} language={front.language} />
          )}
        </p>
        {card.reading && !flipped && <p className="muted flashcard__hint">{t('bookmarks.review.pinyinHidden')}</p>}
      </div>
      {flipped ? (
        <div className="flashcard__side flashcard__side--back" ref={backRef} tabIndex={-1}>
          <p className="flashcard__label">{t('bookmarks.review.back')}</p>
          <p className="flashcard__back">
            <LanguageText text={back.text} language={back.language} />
          </p>
          {card.notes && (
            <p className="flashcard__notes">
              <span className="bookmarks__notes-label">{t('bookmarks.review.notes')}</span> {card.notes}
            </p>
          )}
          {chinese !== null && chinese.length <= SpeechSynthesisLimits.maxTextLength && <ListenButton text={chinese} />}
          <div className="flashcard__grades" role="group" aria-label={t('bookmarks.review.gradesLabel')}>
            {GRADES.map(({ grade, key }) => {
              const when = intervalText(card.preview[key], tag);
              return (
                <button
                  key={key}
                  type="button"
                  className={`button flashcard__grade${grade === ReviewGrade.Good ? ' button--primary' : ''}`}
                  data-grade={key}
                  disabled={busy}
                  aria-keyshortcuts={String(grade)}
                  onClick={() => onGrade(grade)}
                >
                  <span className="flashcard__grade-name">{t(`bookmarks.review.grades.${key}`)}</span>
                  <span className="flashcard__grade-when">{when}</span>
                  <kbd aria-hidden="true">{grade}</kbd>
                </button>
              );
            })}
          </div>
        </div>
      ) : (
        <div className="flashcard__flip">
          <button type="button" className="button button--primary" aria-keyshortcuts="Space" onClick={onFlip}>
            {t('bookmarks.review.show')} <kbd aria-hidden="true">{t('bookmarks.review.spaceKey')}</kbd>
          </button>
        </div>
      )}
    </article>
  );
});
