import './psc-parts.css';
import { useTranslation } from 'react-i18next';
import { PscItemType, type PscPresentedItem } from '@hanyu/contracts/exam/exam-engine';
import { PinyinText } from '../pinyin/pinyin-text.tsx';
import type { TextSyllable } from '../pinyin/pinyin-orthography.ts';

/** The candidate's place in a running part: the item being read, marked, and a click moves it. */
export interface ReadingPlace {
  current: number;
  onPick: (index: number) => void;
}

/**
 * The renderer of the engine's PSC item types: what a part asks the candidate to read, laid out as the
 * official paper is: characters and words in rows, the passage with the '//' mark after the scored
 * 400th syllable, the two topics. Pinyin only where the page asks for it (browsing a paper; never
 * during the test). In a running part the item being read is marked (`place`); a click on another
 * moves the mark, and the test's place controls do the same from the keyboard, so the items stay out
 * of the tab order.
 */
export function PscPartView({
  item,
  showPinyin = false,
  chosenTopic = null,
  place = null,
}: {
  item: PscPresentedItem;
  showPinyin?: boolean;
  chosenTopic?: string | null;
  place?: ReadingPlace | null;
}) {
  const { t, i18n } = useTranslation();
  if (item.type === PscItemType.Topic) {
    return (
      <ol className="psc-topics">
        {item.part.items.map((topic) => (
          <li key={topic.id} data-chosen={chosenTopic === topic.id} lang="zh-Hans">
            <span className="kai">{topic.title}</span>
            {!i18n.language.startsWith('zh') && (
              <span className="muted" lang="en">
                {' '}
                {topic.titleEn}
              </span>
            )}
          </li>
        ))}
      </ol>
    );
  }
  if (item.type === PscItemType.Passage) {
    const { part } = item;
    const text = part.items[0]?.text ?? '';
    if (showPinyin && part.syllables && part.wordStarts) {
      return (
        <PassageByWord
          text={text}
          scoredLength={part.scoredLength}
          syllables={part.syllables}
          wordStarts={part.wordStarts}
        />
      );
    }
    return (
      <div className="psc-passage kai" lang="zh-Hans" data-testid="exam-passage">
        {text
          .slice(0, part.scoredLength)
          .split('\n')
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        <p>
          <span className="psc-passage__mark" aria-label={t('exam.psc.scoredMark')}>
            //
          </span>
          <span className="muted">{text.slice(part.scoredLength)}</span>
        </p>
        {showPinyin && part.items[0]?.pinyin && (
          <p className="psc-passage__pinyin" lang="zh-Latn-pinyin">
            {part.items[0].pinyin}
          </p>
        )}
      </div>
    );
  }
  const { part } = item;
  return (
    <ol className={`psc-grid psc-grid--part${part.part}`} lang="zh-Hans" data-testid={`exam-items-${part.part}`}>
      {part.items.map((read, i) => (
        <li key={i} className="psc-grid__item" aria-current={place?.current === i ? 'step' : undefined}>
          {place ? (
            <button type="button" tabIndex={-1} className="psc-grid__pick kai" onClick={() => place.onPick(i)}>
              {read.text}
            </button>
          ) : (
            <span className="kai">{read.text}</span>
          )}
          {showPinyin && (
            <span className="psc-grid__pinyin" lang="zh-Latn-pinyin">
              {read.pinyin}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The passage's pinyin by word (decision 046): the scored part, the official '//' mark, the rest. */
function PassageByWord({
  text,
  scoredLength,
  syllables,
  wordStarts,
}: {
  text: string;
  scoredLength: number;
  syllables: readonly TextSyllable[];
  wordStarts: readonly number[];
}) {
  const { t } = useTranslation();
  const cut = scoredLength;
  const scored = text.slice(0, cut);
  const rest = text.slice(cut);
  const restSyllables = syllables
    .filter((syllable) => syllable.offset >= cut)
    .map((syllable) => ({ ...syllable, offset: syllable.offset - cut }));
  return (
    <div className="psc-passage" data-testid="exam-passage">
      <PinyinText
        text={scored}
        syllables={syllables.filter((syllable) => syllable.offset < cut)}
        wordStarts={wordStarts.filter((start) => start < cut)}
        showPinyin
        className="psc-passage__text kai"
      />
      <p className="psc-passage__mark" aria-label={t('exam.psc.scoredMark')}>
        //
      </p>
      {rest.trim() && (
        <PinyinText
          text={rest}
          syllables={restSyllables}
          wordStarts={wordStarts.filter((start) => start >= cut).map((start) => start - cut)}
          showPinyin
          startsSentence={/[。！？!?]\s*$/u.test(scored)}
          className="psc-passage__text psc-passage__text--unscored kai"
        />
      )}
    </div>
  );
}
