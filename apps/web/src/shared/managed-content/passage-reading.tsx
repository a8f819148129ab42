import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passage } from '@hanyu/contracts/psc/study';
import { PinyinText } from '../pinyin/pinyin-text.tsx';
import { Heading } from './heading.tsx';
import { clock } from './time-limit.ts';

/**
 * A passage as learners read it (mandarinPassageReadDetail): title, facts, the pinyin switch and the
 * text with its pinyin written by word. The learner's page puts its model reading between the head and
 * the text (`children`); the workspace's preview draws it alone, a heading level deeper (decision 061).
 */
export function PassageReading({
  passage,
  level = 2,
  children,
}: {
  passage: Passage;
  level?: 2 | 3 | 4;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [showPinyin, setShowPinyin] = useState(true);
  return (
    <>
      <header className="learn-passage__head">
        <Heading level={level} className="learn-entry__title kai" lang="zh-Hans">
          {passage.title}
        </Heading>
        {!i18n.language.startsWith('zh') && <p className="muted">{passage.summaryEn}</p>}
        <p className="muted">
          {t('learn.passage.detailFacts', {
            syllables: t('learn.passage.syllables', { count: passage.syllableCount }),
            limit: clock(passage.timeLimitSeconds),
          })}
        </p>
        <label className="learn-toggle">
          <input type="checkbox" checked={showPinyin} onChange={(e) => setShowPinyin(e.target.checked)} />{' '}
          {t('learn.passage.showPinyin')}
        </label>
      </header>
      {children}
      <PinyinText
        text={passage.text}
        syllables={passage.syllables}
        wordStarts={passage.wordStarts}
        showPinyin={showPinyin}
        className="learn-passage__text kai"
        testId="learn-passage-text"
      />
    </>
  );
}
