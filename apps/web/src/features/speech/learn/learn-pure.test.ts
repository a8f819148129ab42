import { describe, expect, it } from 'vitest';
import type { StudyEntry } from '@hanyu/contracts/psc/study';
import { routeByName } from '../../../shared/routes/route-table.ts';
import { tonesMarked } from '../../../shared/pinyin/pinyin-marks.ts';
import { practiceSections } from './learn-items.ts';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { readingPieces } from './passage-page.tsx';
import { paceAdvice } from './speaking-pace.ts';

describe('links between learning screens', () => {
  it('stay in the family and area, and keep the isMhk breadcrumb flag', () => {
    const hkmt = routeByName('webHkmtMandarinLearnConsonant');
    const adult = routeByName('clientMandarinLearn');
    if (!hkmt || !adult) throw new Error('routes');
    expect(siblingHref(hkmt, 'mandarinLearnDetail', { key: 'zh' }, new URLSearchParams('isMhk=true'))).toBe(
      '/web/hkmt/mandarinLearnDetail?key=zh&isMhk=true',
    );
    expect(siblingHref(adult, 'mandarinLearnDetail', { key: 'z|zh' })).toBe(
      '/client/adult/mandarinLearnDetail?key=z%7Czh',
    );
    // The hkmt area has no eloquence screens: the adult area's serve it.
    expect(siblingHref(hkmt, 'mandarinSpeechEloquence')).toBe('/web/adult/mandarinSpeechEloquence');
  });
});

describe('passage model reading', () => {
  it('cuts a paragraph after sentence ends into pieces the synthesis accepts', () => {
    const sentence = '春天来了，小河里的冰慢慢化开了。';
    const paragraph = sentence.repeat(30);
    const pieces = readingPieces(paragraph, 100);
    expect(pieces.join('')).toBe(paragraph);
    expect(pieces.every((piece) => piece.length <= 100 && piece.endsWith('。'))).toBe(true);
    expect(readingPieces('短短一句。')).toEqual(['短短一句。']);
  });
});

describe('pinyin with tone marks', () => {
  it('marks each numbered syllable and leaves the neutral tone bare', () => {
    expect(tonesMarked('ma1 ma5')).toBe('mā ma');
    expect(tonesMarked('zhong1 guo2')).toBe('zhōng guó');
    expect(tonesMarked('lü4')).toBe('lǜ');
  });
});

describe('practice sections of an entry', () => {
  const entry = {
    key: 'z|zh',
    rules: [],
    syllables: [],
    syllablePairs: [['zi1', 'zhi1']],
    words: [],
    wordPairs: [{ a: { text: '资源', pinyin: 'zi1 yuan2' }, b: { text: '支援', pinyin: 'zhi1 yuan2' } }],
    sentences: [{ text: '四是四，十是十，十四是十四，四十是四十。', pinyin: 'si4 shi4 si4' }],
  } as unknown as StudyEntry;

  it('offers the pairs side by side and evaluates words as words, long sentences as sentences', () => {
    const sections = practiceSections(entry);
    expect(sections.map((s) => s.id)).toEqual(['pairs', 'wordPairs', 'sentences']);
    expect(sections[0]?.items.map((i) => i.pinyin)).toEqual(['zi1', 'zhi1']);
    expect(sections[0]?.items[0]?.target.request).toEqual({ kind: 'pinyin', pinyin: 'zi1' });
    expect(sections[1]?.items[1]?.target.server).toEqual({ route: 'word', payload: { text: '支援' } });
    expect(sections[2]?.items[0]?.target.server.route).toBe('sentence');
  });
});

describe('advice on the pace of free speech', () => {
  it('calls under 150 syllables a minute slow, over 280 fast, and an unmeasured rate no advice', () => {
    expect(paceAdvice(2)).toBe('slow');
    expect(paceAdvice(3.8)).toBe('pace');
    expect(paceAdvice(5)).toBe('fast');
    expect(paceAdvice(0)).toBe('pace');
  });
});
