import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyllableResult, Tone } from '@hanyu/speech/evaluation/result-types';
import { toneMarked } from '../../shared/pinyin/pinyin-marks.ts';

/** The syllable's pinyin as written in the dictionary (citation tone), with its tone mark. */
export function syllablePinyin(syllable: SyllableResult): string {
  return toneMarked(`${syllable.expected.pinyin}${syllable.expected.citationTone}`);
}

/** How a syllable is named on the page: its character when the learner typed text, else its pinyin. */
export function syllableLabel(syllable: SyllableResult): string {
  return syllable.expected.hanzi || syllablePinyin(syllable);
}

/** "第三声" / "tone 3": a tone's name in the interface language. */
export function useToneName(): (tone: Tone) => string {
  const { t } = useTranslation();
  return useCallback((tone: Tone) => t(`speech.tones.${tone}`), [t]);
}
