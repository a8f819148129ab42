import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationSegment } from '@hanyu/contracts/oversea/translation';
import { rubyParts } from './translation-rules.ts';

/**
 * The Chinese word by word: pinyin above each character (ruby, in tone colours), the word's meaning
 * under it. Each word is a button that opens its dictionary entries.
 */
export function StudyText({ segments, onOpen }: { segments: TranslationSegment[]; onOpen: (word: string) => void }) {
  const { t } = useTranslation();
  return (
    <p className="translation-study-text" lang="zh-Hans">
      {segments.map((segment, index) =>
        segment.isWord ? (
          <button
            key={index}
            type="button"
            className="translation-study-word"
            onClick={() => onOpen(segment.text)}
            aria-label={t('translation.word.open', {
              word: segment.text,
              pinyin: segment.pinyin,
              gloss: segment.gloss ?? t('translation.word.noGloss'),
            })}
          >
            <ruby className="translation-study-word__text">
              {rubyParts(segment).map((part, at) => (
                <Fragment key={at}>
                  {part.characters}
                  <rp>(</rp>
                  <rt lang="zh-Latn-pinyin" data-tone={part.tone ?? undefined}>
                    {part.pinyin}
                  </rt>
                  <rp>)</rp>
                </Fragment>
              ))}
            </ruby>
            <span className="translation-study-word__gloss" lang={segment.gloss ? 'en' : undefined}>
              {segment.gloss ?? t('translation.word.noGloss')}
            </span>
          </button>
        ) : (
          <span key={index} className="translation-study-text__other">
            {segment.text}
          </span>
        ),
      )}
    </p>
  );
}
