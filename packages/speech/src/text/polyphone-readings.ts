/**
 * Readings of polyphones that pinyin-pro gets wrong in context, checked against 《现代汉语词典》 by the
 * cases of polyphones.test-cases.json. Two kinds of correction, applied to pinyin-pro's reading of
 * each character before tones are worked out:
 *
 * - Phrases: a few characters with the reading of the marked ones ("还{huan2}书"). A phrase applies
 *   only where it starts and ends on a word boundary of the segmentation, so 有空{kong4} leaves
 *   有空气 (有/空气) alone. The longest phrase at a place wins.
 * - Context rules for the function words no phrase list can cover: 得 as a complement marker (跑得快
 *   de5) or a modal (我得走 dei3), 地 after an adverbial (慢慢地 de5), 还 giving back (还给, 没还我: huan2),
 *   教 before the person taught (jiao1), 干 before a length of time (gan4), 长 before 得 (zhang3), 只
 *   after a numeral (zhi1), 还给 + person + verb (hai2), 为 before whom something is done for
 *   (wei4), 鲜 after a degree word (xian1).
 *
 * Pure data and functions over the characters: nothing here changes pinyin-pro's global state, so
 * other users of pinyin-pro in the same process are unaffected.
 */

import { POLYPHONE_PHRASES } from './polyphone-phrases.ts';

/** A character of the text as expected-from-text.ts reads it. */
export interface ContextCharacter {
  hanzi: string;
  /** Numbered pinyin, ü written v: "de2", "lv4". */
  reading: string;
  /** Word (segmentation unit) and phrase (between punctuation) it belongs to. */
  word: number;
  phrase: number;
}

interface Phrase {
  characters: string[];
  /** Position in the phrase → reading. */
  readings: Map<number, string>;
}

const MARKED = /(\{[a-zü]+[1-5]\})/u;

/** "还{huan2}书" → characters 还书, the first read huan2. */
export function parseMarkedPhrase(marked: string): Phrase {
  const characters: string[] = [];
  const readings = new Map<number, string>();
  for (const part of marked.split(MARKED)) {
    if (part.startsWith('{')) readings.set(characters.length - 1, part.slice(1, -1).replace(/ü/g, 'v'));
    else characters.push(...part);
  }
  return { characters, readings };
}

/** Phrases by their first character, longest first. */
const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const phrase of POLYPHONE_PHRASES.map(parseMarkedPhrase)) {
  const first = phrase.characters[0] ?? '';
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), phrase]);
}
for (const list of PHRASES_BY_FIRST.values()) list.sort((a, b) => b.characters.length - a.characters.length);

function startsWord(chars: readonly ContextCharacter[], i: number): boolean {
  return i === 0 || chars[i - 1]?.word !== chars[i]?.word;
}

function endsWord(chars: readonly ContextCharacter[], i: number): boolean {
  return chars[i + 1]?.word !== chars[i]?.word;
}

function matchesAt(chars: readonly ContextCharacter[], i: number, phrase: Phrase): boolean {
  const n = phrase.characters.length;
  const phraseIndex = chars[i]?.phrase;
  for (let k = 0; k < n; k += 1) {
    const char = chars[i + k];
    if (!char || char.hanzi !== phrase.characters[k] || char.phrase !== phraseIndex) return false;
  }
  return startsWord(chars, i) && endsWord(chars, i + n - 1);
}

/** Who may stand before a modal 得 (děi, must): a subject or an adverb. */
const BEFORE_MODAL_DEI = new Set([...'我你您他她它们咱俺谁就还也都总可又非真必才']);
/**
 * What follows 得 dé (obtain) after a subject: 他得了第一名, 她得过奖, 我得到, 他得出结论, 得一等奖.
 * After a subject anything else makes 得 the modal děi (我得走, 你得小心, 每个人都得参加).
 */
const AFTER_DE_OBTAIN = new Set([
  ...'到了过着的分奖罪意失病出知益当力手体胜逞票利救以一二三四五六七八九十两几多数主名势宠志很太真',
]);
/** Characters before 得 that make a word with it (获得 dé, 记得 de, 舍不得 de): left as they are read. */
const WORD_BEFORE_DE = new Set([...'不获取赢博求值懂记觉晓使显难心所应免省自贪习落懒舍怪恨巴由见乐只了']);
/** What starts the complement after a verb or adjective with 得 (跑得快, 说得很好, 看得见). */
const COMPLEMENT_START = new Set([
  ...'很非太真好不更特挺多极十越这那快慢清干满对早晚高低远近漂认仔流乱累饱厉相比可怎像没头直完起动懂见及过住够少大小长短美香开透死有跟还整明',
]);
/** Adverbials (besides reduplications and words in 然) that take 地 de before a verb. */
const ADVERBIALS_BEFORE_DE = new Set([
  '高兴',
  '认真',
  '努力',
  '仔细',
  '小心',
  '耐心',
  '热情',
  '紧张',
  '不停',
  '大声',
  '轻声',
  '愉快',
  '开心',
  '激动',
  '生气',
  '安静',
  '积极',
  '主动',
  '热烈',
  '彻底',
  '不断',
  '逐渐',
  '迅速',
  '勇敢',
  '坚定',
  '清楚',
  '详细',
  '专心',
  '用心',
  '拼命',
  '尽情',
  '慢慢',
  '满意',
  '好奇',
  '深情',
  '得意',
]);
/** The person taught after 教 jiāo (教我汉语). */
const TAUGHT = ['我', '你', '您', '他', '她', '咱', '大家', '孩子', '别人'];
/** Aspect particles, which follow a verb (教过, 教了): never the jiào of a word. */
const ASPECT = new Set(['了', '过', '着']);
const NUMERALS = new Set([...'一二三四五六七八九十两几半好多']);

type Rule = (chars: readonly ContextCharacter[], i: number) => string | null;

/** 得 after a verb or adjective before its complement is de (neutral); a modal 得 is děi. */
const ruleDe: Rule = (chars, i) => {
  const here = chars[i];
  const before = chars[i - 1];
  const after = chars[i + 1];
  if (here?.hanzi !== '得' || here.reading !== 'de2' || !before || !after) return null;
  if (before.phrase !== here.phrase || after.phrase !== here.phrase) return null;
  if (BEFORE_MODAL_DEI.has(before.hanzi)) return AFTER_DE_OBTAIN.has(after.hanzi) ? null : 'dei3';
  if (WORD_BEFORE_DE.has(before.hanzi)) return null;
  return COMPLEMENT_START.has(after.hanzi) ? 'de5' : null;
};

/** 地 after an adverbial (慢慢地, 高兴地, 突然地) is de; 地 inside a word (地理, 土地) stays dì. */
const ruleAdverbialDe: Rule = (chars, i) => {
  const here = chars[i];
  if (here?.hanzi !== '地' || here.reading !== 'di4') return null;
  const one = chars[i - 1];
  const two = chars[i - 2];
  if (!one || !two || one.phrase !== here.phrase || two.phrase !== here.phrase || one.hanzi === '地') return null;
  // 地 opening a word with what follows (自然地理: 自然/地理) is the noun.
  if (!endsWord(chars, i)) return null;
  const reduplicated = one.hanzi === two.hanzi;
  const adverbial = one.hanzi === '然' || ADVERBIALS_BEFORE_DE.has(two.hanzi + one.hanzi);
  return reduplicated || adverbial ? 'de5' : null;
};

/** Personal pronouns: the person something is given back to (还我, 还给他). */
const PRONOUNS = new Set([...'我你您他她它咱']);
/** What stands before 还 huán + a person (没还我, 要还你, 快还他) rather than the adverb hái. */
const BEFORE_GIVE_BACK = new Set([...'没不要得快去来该会能别已']);

/**
 * 还 is huán (give back) in 还给 in a 把 sentence or at the start of a phrase (把书还给我, 还给我),
 * and before a person after a negation, a modal or an urging (他还没还我, 快还你的书), where the
 * adverb hái cannot stand.
 */
const ruleGiveBack: Rule = (chars, i) => {
  const here = chars[i];
  const next = chars[i + 1];
  if (here?.hanzi !== '还' || !next || next.phrase !== here.phrase) return null;
  const earlier = chars.slice(0, i).filter((char) => char.phrase === here.phrase);
  if (next.hanzi === '给') {
    return earlier.length === 0 || earlier.some((char) => char.hanzi === '把') ? 'huan2' : null;
  }
  if (!PRONOUNS.has(next.hanzi)) return null;
  const before = earlier[earlier.length - 1];
  return !before || BEFORE_GIVE_BACK.has(before.hanzi) ? 'huan2' : null;
};

/**
 * 教 as a word of its own is the verb jiāo (他教我汉语, 教了三年书); jiào lives in words (教育, 教室,
 * 请教, 宗教). Before the person taught it is jiāo even where the segmentation joins them.
 */
const ruleTeach: Rule = (chars, i) => {
  const here = chars[i];
  if (here?.hanzi !== '教' || here.reading !== 'jiao4' || !startsWord(chars, i)) return null;
  if (endsWord(chars, i)) return 'jiao1';
  if (ASPECT.has(chars[i + 1]?.hanzi ?? '')) return 'jiao1';
  const next = chars
    .slice(i + 1, i + 3)
    .filter((char) => char.phrase === here.phrase)
    .map((char) => char.hanzi)
    .join('');
  return TAUGHT.some((person) => next.startsWith(person)) ? 'jiao1' : null;
};

/** 干 before 了/过 and a length of time or an amount is gàn (干了二十年). */
const ruleWork: Rule = (chars, i) => {
  const here = chars[i];
  const aspect = chars[i + 1];
  const amount = chars[i + 2];
  if (here?.hanzi !== '干' || here.reading !== 'gan1' || !startsWord(chars, i)) return null;
  if (!aspect || !amount || aspect.phrase !== here.phrase || amount.phrase !== here.phrase) return null;
  return (aspect.hanzi === '了' || aspect.hanzi === '过') && NUMERALS.has(amount.hanzi) ? 'gan4' : null;
};

/**
 * 长 before 得 is zhǎng (她长得很漂亮: how one has grown, looks), whatever the segmentation makes of
 * 得很; the adjective cháng takes 得 only in the rare 长得很 at a phrase's end.
 */
const ruleGrown: Rule = (chars, i) => {
  const here = chars[i];
  const de = chars[i + 1];
  const after = chars[i + 2];
  if (here?.hanzi !== '长' || de?.hanzi !== '得' || de.phrase !== here.phrase || !startsWord(chars, i)) return null;
  const veryAtEnd = after?.hanzi === '很' && chars[i + 3]?.phrase !== here.phrase;
  return veryAtEnd ? null : 'zhang3';
};

/** What counts things before a measure word: numerals and demonstratives (两只手, 这只猫). */
const COUNTERS = new Set([...'一二三四五六七八九十两几半百千万这那每哪某']);
/** 只 as "only" heads these even after a numeral (一只有…); never the measure word. */
const ONLY_WORDS = new Set([...'有是要能好得会']);

/** 只 after a numeral or a demonstrative is the measure word zhī (两只手, 一只猫, 这只狗). */
const ruleMeasureZhi: Rule = (chars, i) => {
  const here = chars[i];
  const before = chars[i - 1];
  if (here?.hanzi !== '只' || !before || before.phrase !== here.phrase || !COUNTERS.has(before.hanzi)) return null;
  const after = chars[i + 1];
  return after && after.phrase === here.phrase && ONLY_WORDS.has(after.hanzi) ? null : 'zhi1';
};

/** What one does for someone (我还给你买了书: hái, "also"), as against giving back (还给你钱: huán). */
const DONE_FOR = new Set([...'买做写带打讲送拿找画煮倒留准弄唱念读']);

/** 还给 + a person + a verb is the adverb hái before 给 "for" (我还给你买了一本书). */
const ruleAlsoFor: Rule = (chars, i) => {
  const [here, give, person, verb] = [chars[i], chars[i + 1], chars[i + 2], chars[i + 3]];
  if (here?.hanzi !== '还' || give?.hanzi !== '给' || !person || !verb) return null;
  if ([give, person, verb].some((c) => c.phrase !== here.phrase)) return null;
  return PRONOUNS.has(person.hanzi) && DONE_FOR.has(verb.hanzi) ? 'hai2' : null;
};

/** Whom something is done for after 为 wèi (为人民服务, 为大家做饭, 为公众). */
const BENEFICIARIES = [
  '我',
  '你',
  '您',
  '他',
  '她',
  '它',
  '咱',
  '大家',
  '人民',
  '祖国',
  '国家',
  '公众',
  '社会',
  '孩子',
  '别人',
];
/** Before 为 these make it wéi (以…为, 被选为, 视为, 称为), whatever follows. */
const BEFORE_WEI2 = new Set([...'以被视称选作成改变分化']);

/** 为 standing alone before whom something is done for is wèi (为人民服务). */
const ruleFor: Rule = (chars, i) => {
  const here = chars[i];
  if (here?.hanzi !== '为' || !startsWord(chars, i) || !endsWord(chars, i)) return null;
  const before = chars[i - 1];
  if (before && before.phrase === here.phrase && BEFORE_WEI2.has(before.hanzi)) return null;
  const next = chars
    .slice(i + 1, i + 3)
    .filter((char) => char.phrase === here.phrase)
    .map((char) => char.hanzi)
    .join('');
  return BENEFICIARIES.some((who) => next.startsWith(who)) ? 'wei4' : null;
};

/** Degree words before an adjective (很鲜, 又热又鲜). */
const DEGREE = new Set([...'很真太好挺最更又多特极']);

/** 鲜 after a degree word is the adjective xiān, fresh or tasty (海鲜很鲜); xiǎn (rare) never is. */
const ruleFresh: Rule = (chars, i) => {
  const here = chars[i];
  const before = chars[i - 1];
  if (here?.hanzi !== '鲜' || !before || before.phrase !== here.phrase) return null;
  return DEGREE.has(before.hanzi) && startsWord(chars, i) ? 'xian1' : null;
};

const RULES: readonly Rule[] = [
  ruleFor,
  ruleFresh,
  ruleDe,
  ruleAdverbialDe,
  ruleAlsoFor,
  ruleGiveBack,
  ruleTeach,
  ruleWork,
  ruleGrown,
  ruleMeasureZhi,
];

/**
 * Corrected readings (numbered, ü as v) by character index: phrases first, then the context rules
 * for characters no phrase has set. Characters not in the map keep pinyin-pro's reading.
 */
export function correctedReadings(chars: readonly ContextCharacter[]): Map<number, string> {
  const corrected = new Map<number, string>();
  for (let i = 0; i < chars.length; i += 1) {
    const phrase = PHRASES_BY_FIRST.get(chars[i]?.hanzi ?? '')?.find((candidate) => matchesAt(chars, i, candidate));
    if (!phrase) continue;
    for (const [position, reading] of phrase.readings) {
      if (!corrected.has(i + position)) corrected.set(i + position, reading);
    }
  }
  chars.forEach((_, i) => {
    if (corrected.has(i)) return;
    for (const rule of RULES) {
      const reading = rule(chars, i);
      if (reading) {
        corrected.set(i, reading);
        return;
      }
    }
  });
  return corrected;
}
