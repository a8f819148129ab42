import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { examHref } from './exam-links.ts';
import { PscPart, type PscPaperPart } from '@hanyu/contracts/psc/exam-paper';
import { PinyinText } from '../../shared/pinyin/pinyin-text.tsx';
import type { TextSyllable } from '../../shared/pinyin/pinyin-orthography.ts';

/** The candidate's place in a running part: the item being read, marked, and a click moves it. */
export interface ReadingPlace {
  current: number;
  onPick: (index: number) => void;
}

/**
 * What a part asks the candidate to read, laid out as the official paper is: characters and words
 * in rows, the passage with the '//' mark after the scored 400th syllable, the two topics. Pinyin
 * only where the page asks for it (browsing a paper; never during the test). In a running part the
 * item being read is marked (`place`); a click on another moves the mark, and the buttons of
 * `PlaceControls` do the same from the keyboard, so the items stay out of the tab order.
 */
export function PaperPartView({
  part,
  showPinyin = false,
  chosenTopic = null,
  place = null,
}: {
  part: PscPaperPart;
  showPinyin?: boolean;
  chosenTopic?: string | null;
  place?: ReadingPlace | null;
}) {
  const { t, i18n } = useTranslation();
  if (part.part === PscPart.Topic) {
    return (
      <ol className="exam-topics">
        {part.items.map((topic) => (
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
  if (part.part === PscPart.Passage) {
    const text = part.items[0]?.text ?? '';
    if (showPinyin && part.syllables && part.wordStarts) {
      return <PassageByWord text={text} part={part} syllables={part.syllables} wordStarts={part.wordStarts} />;
    }
    return (
      <div className="exam-passage kai" lang="zh-Hans" data-testid="exam-passage">
        {text
          .slice(0, part.scoredLength)
          .split('\n')
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        <p>
          <span className="exam-passage__mark" aria-label={t('pscExam.paper.scoredMark')}>
            //
          </span>
          <span className="muted">{text.slice(part.scoredLength)}</span>
        </p>
        {showPinyin && part.items[0]?.pinyin && (
          <p className="exam-passage__pinyin" lang="zh-Latn-pinyin">
            {part.items[0].pinyin}
          </p>
        )}
      </div>
    );
  }
  return (
    <ol className={`exam-grid exam-grid--part${part.part}`} lang="zh-Hans" data-testid={`exam-items-${part.part}`}>
      {part.items.map((item, i) => (
        <li key={i} className="exam-grid__item" aria-current={place?.current === i ? 'step' : undefined}>
          {place ? (
            <button type="button" tabIndex={-1} className="exam-grid__pick kai" onClick={() => place.onPick(i)}>
              {item.text}
            </button>
          ) : (
            <span className="kai">{item.text}</span>
          )}
          {showPinyin && (
            <span className="exam-grid__pinyin" lang="zh-Latn-pinyin">
              {item.pinyin}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Signed minutes and seconds: 3:05, or -0:12 past the limit. */
export function examClock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(seconds));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A test screen opened without its attempt (a bookmark, say): the way back to the mock tests. */
export function NoAttempt({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <p className="notice">
      {t('pscExam.part.noAttempt')} <Link to={examHref(route, 'PscExamParent')}>{t('pscExam.part.toHub')}</Link>
    </p>
  );
}

/** The passage's pinyin by word (decision 046): the scored part, the official '//' mark, the rest. */
function PassageByWord({
  text,
  syllables,
  wordStarts,
  part,
}: {
  text: string;
  syllables: readonly TextSyllable[];
  wordStarts: readonly number[];
  part: { scoredLength: number };
}) {
  const { t } = useTranslation();
  const cut = part.scoredLength;
  const scored = text.slice(0, cut);
  const rest = text.slice(cut);
  const restSyllables = syllables
    .filter((syllable) => syllable.offset >= cut)
    .map((syllable) => ({ ...syllable, offset: syllable.offset - cut }));
  return (
    <div className="exam-passage" data-testid="exam-passage">
      <PinyinText
        text={scored}
        syllables={syllables.filter((syllable) => syllable.offset < cut)}
        wordStarts={wordStarts.filter((start) => start < cut)}
        showPinyin
        className="exam-passage__text kai"
      />
      <p className="exam-passage__mark" aria-label={t('pscExam.paper.scoredMark')}>
        //
      </p>
      {rest.trim() && (
        <PinyinText
          text={rest}
          syllables={restSyllables}
          wordStarts={wordStarts.filter((start) => start >= cut).map((start) => start - cut)}
          showPinyin
          startsSentence={/[。！？!?]\s*$/u.test(scored)}
          className="exam-passage__text exam-passage__text--unscored kai"
        />
      )}
    </div>
  );
}
