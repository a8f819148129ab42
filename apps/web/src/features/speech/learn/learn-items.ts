import type { StudyEntry } from '@hanyu/contracts/psc/study';
import type { PracticeItem } from './practice-panel.tsx';

/** A syllable or syllables in numbered pinyin, practised as pinyin (no characters). */
export function pinyinItem(pinyin: string, id = `p-${pinyin}`): PracticeItem {
  return {
    id,
    pinyin,
    sound: { pinyin },
    target: { request: { kind: 'pinyin', pinyin }, server: { route: 'word', payload: { pinyin } } },
  };
}

/** A word or sentence with its characters, read in context. */
export function textItem(text: string, pinyin: string, id = `t-${text}`): PracticeItem {
  const route = [...text].length <= 10 ? 'word' : 'sentence';
  return {
    id,
    text,
    pinyin,
    sound: { text },
    target: { request: { kind: 'text', text }, server: { route, payload: { text } } },
  };
}

export interface PracticeSection {
  id: string;
  /** i18n key of the section title. */
  titleKey:
    | 'learn.sections.syllables'
    | 'learn.sections.words'
    | 'learn.sections.pairs'
    | 'learn.sections.wordPairs'
    | 'learn.sections.sentences'
    | 'learn.sections.rules';
  items: PracticeItem[];
}

/** The practice of an entry, section by section, as its kind offers it. */
export function practiceSections(entry: StudyEntry): PracticeSection[] {
  const sections: PracticeSection[] = [];
  const add = (id: string, titleKey: PracticeSection['titleKey'], items: PracticeItem[]) => {
    if (items.length > 0) sections.push({ id, titleKey, items });
  };
  add(
    'rules',
    'learn.sections.rules',
    entry.rules.map((rule, i) => textItem(rule.text, rule.pinyin, `r-${i}`)),
  );
  add(
    'syllables',
    'learn.sections.syllables',
    entry.syllables.map((s) => pinyinItem(s)),
  );
  add(
    'pairs',
    'learn.sections.pairs',
    entry.syllablePairs.flatMap(([a, b], i) => [pinyinItem(a, `sp-${i}-a`), pinyinItem(b, `sp-${i}-b`)]),
  );
  add(
    'words',
    'learn.sections.words',
    entry.words.map((w) => textItem(w.text, w.pinyin)),
  );
  add(
    'wordPairs',
    'learn.sections.wordPairs',
    entry.wordPairs.flatMap((pair, i) => [
      textItem(pair.a.text, pair.a.pinyin, `wp-${i}-a`),
      textItem(pair.b.text, pair.b.pinyin, `wp-${i}-b`),
    ]),
  );
  add(
    'sentences',
    'learn.sections.sentences',
    entry.sentences.map((s, i) => textItem(s.text, s.pinyin, `st-${i}`)),
  );
  return sections;
}
