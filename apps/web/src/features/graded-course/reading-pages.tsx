import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { GradedReadText, PresentedUnit } from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { PinyinText } from '../../shared/pinyin/pinyin-text.tsx';
import { tonesMarked } from '../../shared/pinyin/pinyin-marks.ts';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { CompleteButton } from './complete-button.tsx';
import { StudyFrame } from './study-frame.tsx';

/** A read text: characters with pinyin by word when asked for. */
export function ReadText({ text, showPinyin }: { text: GradedReadText; showPinyin: boolean }) {
  return (
    <PinyinText text={text.text} syllables={text.syllables} wordStarts={text.wordStarts} showPinyin={showPinyin} />
  );
}

/** The English glosses' honesty note: written by the authors, not checked by a native speaker. */
export function GlossNote({ unit }: { unit: PresentedUnit }) {
  const { t } = useTranslation();
  return unit.glossesChecked ? null : <p className="muted graded-gloss-note">{t('graded.glossNote')}</p>;
}

/** learnGradedPreview: the unit's new words, heard (a person's recording where there is one), with examples. */
export function PreviewPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <StudyFrame route={route} type={StudyType.Preview}>
      {(unit) => (
        <>
          <p className="graded-lead">{t('graded.preview.lead', { count: unit.preview.words.length })}</p>
          <ul className="graded-words" data-testid="graded-words">
            {unit.preview.words.map((word) => (
              <li key={word.text} className="graded-word">
                <span className="graded-word__hanzi kai" lang="zh-Hans">
                  {word.text}
                </span>
                <span className="graded-word__pinyin" lang="zh-Latn-pinyin">
                  {tonesMarked(word.pinyin)}
                </span>
                <span className="graded-word__gloss" lang="en">
                  {word.gloss}
                </span>
                <ListenButton text={word.text} pinyin={word.pinyin} preferHuman />
                {word.example && (
                  <div className="graded-word__example">
                    <ReadText text={word.example} showPinyin />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <GlossNote unit={unit} />
          <CompleteButton route={route} unit={unit} type={StudyType.Preview} />
        </>
      )}
    </StudyFrame>
  );
}

/** learnGradedBook: the unit's text line by line, pinyin in context and glosses when wanted, each line heard. */
export function BookPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [pinyin, setPinyin] = useState(true);
  const [glosses, setGlosses] = useState(false);
  return (
    <StudyFrame route={route} type={StudyType.Book}>
      {(unit) => (
        <>
          <div className="graded-toggles">
            <label>
              <input type="checkbox" checked={pinyin} onChange={(event) => setPinyin(event.target.checked)} />{' '}
              {t('graded.book.showPinyin')}
            </label>
            <label>
              <input type="checkbox" checked={glosses} onChange={(event) => setGlosses(event.target.checked)} />{' '}
              {t('graded.book.showGlosses')}
            </label>
          </div>
          <h3 className="graded-book__title kai" lang="zh-Hans">
            {unit.book.title}
          </h3>
          <ol className="graded-book" data-testid="graded-book">
            {unit.book.lines.map((line, i) => (
              <li key={i} className="graded-book__line">
                {line.speaker && (
                  <span className="graded-book__speaker" lang="zh-Hans">
                    {line.speaker}：
                  </span>
                )}
                <div className="graded-book__text">
                  <ReadText text={line.line} showPinyin={pinyin} />
                  {glosses && (
                    <p className="muted" lang="en">
                      {line.gloss}
                    </p>
                  )}
                </div>
                <ListenButton text={line.line.text} />
              </li>
            ))}
          </ol>
          {glosses && <GlossNote unit={unit} />}
          <CompleteButton route={route} unit={unit} type={StudyType.Book} />
        </>
      )}
    </StudyFrame>
  );
}
