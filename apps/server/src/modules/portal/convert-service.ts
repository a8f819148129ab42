import compatibility from 'opencc-js/dict/CJK_Compatibility_Ideographs';
import hkPhrases from 'opencc-js/dict/HKPhrases';
import hkPhrasesReverse from 'opencc-js/dict/HKPhrasesRev';
import hkVariants from 'opencc-js/dict/HKVariants';
import hkVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases';
import hkVariantsReverse from 'opencc-js/dict/HKVariantsRev';
import hkVariantsReversePhrases from 'opencc-js/dict/HKVariantsRevPhrases';
import stCharacters from 'opencc-js/dict/STCharacters';
import stPhrases from 'opencc-js/dict/STPhrases';
import stRegionalPhrases from 'opencc-js/dict/STPhrases_GeneratedFromRegionalPhrases';
import tsCharacters from 'opencc-js/dict/TSCharacters';
import tsPhrases from 'opencc-js/dict/TSPhrases';
import twPhrases from 'opencc-js/dict/TWPhrases';
import twPhrasesReverse from 'opencc-js/dict/TWPhrasesRev';
import twVariants from 'opencc-js/dict/TWVariants';
import twVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';
import twVariantsReverse from 'opencc-js/dict/TWVariantsRev';
import twVariantsReversePhrases from 'opencc-js/dict/TWVariantsRevPhrases';
import { ConvertTarget, type ConvertPiece } from '@hanyu/contracts/portal/convert';
import {
  compactPieces,
  convertInPieces,
  entriesOf,
  toDictionary,
  tableOf,
  type Dictionary,
  type Stage,
} from './convert-pipeline.ts';

/**
 * Simplified/traditional conversion with OpenCC's dictionaries (opencc-js, no native code), in the
 * chains of OpenCC's own configurations (s2t, s2twp, s2hkp, tw2sp, hk2sp), with two additions that
 * make one endpoint safe for text in either script:
 *
 * 1. Each sentence is read as simplified or traditional first (`isTraditional`). A traditional
 *    sentence has its Taiwan and Hong Kong variant forms brought to OpenCC's standard before the
 *    target's forms are applied, so Hong Kong text converts to Taiwan forms and the reverse; a
 *    simplified sentence is never passed through the reverse dictionaries, which would damage it
 *    (Taiwan's 程序 → 进程 rule would turn 程序员 into 进程员, 么 → 幺 would give 要幺).
 * 2. Towards simplified, a Taiwan or Hong Kong word is replaced only when it is written in a form that
 *    only traditional text has (軟體, 資訊, 網路, 計程車), or is one of a few words that are
 *    unmistakable in either script (滑鼠, 硬碟). Words written the same in both scripts with a meaning
 *    of their own on the mainland (行程, 智慧, 文件, 影片) are left as they are: OpenCC's reverse
 *    dictionary would rewrite 他的行程 as 他的进程.
 */

/** Taiwan/Hong Kong words written alike in both scripts that have no other reading on the mainland. */
const SHARED_FORM_WORDS = new Set([
  '滑鼠',
  '硬碟',
  '伺服器',
  '奈米',
  '雷射',
  '部落格',
  '演算法',
  '晶片',
  '光碟',
  '磁碟',
  '太空梭',
  '音效卡',
]);

/**
 * Taiwan words whose simplified forms are everyday mainland words of their own (资料, 查询, 复制,
 * 指标, 互动, 线上, 汇入): OpenCC's reverse dictionary would turn them into mainland synonyms (数据,
 * 查找, 拷贝, 指针, 交互, 在线, 导入) and change what the text says.
 */
const EVERYDAY_WORDS = new Set([
  '資料',
  '執行',
  '設定',
  '查詢',
  '聯絡',
  '連線',
  '互動',
  '互動式',
  '即時',
  '傳送',
  '裝置',
  '儲存',
  '複製',
  '類比',
  '線上',
  '開啟',
  '進階',
  '離線',
  '簡報',
  '指標',
  '冷盤',
  '截圖',
  '宕機',
  '觸控',
  '回撥',
  '自閉症',
  '憂鬱症',
  '擴音',
  '通訊',
  '低階',
  '高階',
  '區域性',
  '錄影',
  '檢視',
  '撥出',
  '外掛',
  '匯入',
  '匯出',
  '取樣',
  '叮噹',
  '叮叮噹',
  '叮叮噹噹',
  '綁架丁丁當',
]);

function keysOf(dictionary: Dictionary): Set<string> {
  return new Set(entriesOf(dictionary).map(([source]) => source));
}

/** Every character a dictionary writes. */
function outputsOf(...dictionaries: Dictionary[]): Set<string> {
  return new Set(
    dictionaries.flatMap((dictionary) => entriesOf(dictionary).flatMap(([, replacement]) => Array.from(replacement))),
  );
}

/** Characters traditional text writes (OpenCC's standard forms), and characters simplified text writes. */
const STANDARD_FORMS = outputsOf(stCharacters, stPhrases, stRegionalPhrases);
const SIMPLIFIED_FORMS = outputsOf(tsCharacters, tsPhrases);
/** Characters only traditional text has (車, 們), and only simplified text has (车, 们); not 后, 才, 岩. */
const TRADITIONAL_ONLY = new Set([...keysOf(tsCharacters)].filter((c) => !SIMPLIFIED_FORMS.has(c)));
const SIMPLIFIED_ONLY = new Set([...keysOf(stCharacters)].filter((c) => !STANDARD_FORMS.has(c)));

/** A sentence is traditional when it has more traditional-only characters than simplified-only ones. */
export function isTraditional(sentence: string): boolean {
  let balance = 0;
  for (const character of sentence) {
    if (TRADITIONAL_ONLY.has(character)) balance += 1;
    else if (SIMPLIFIED_ONLY.has(character)) balance -= 1;
  }
  return balance > 0;
}

const SENTENCE_END = new Set(['。', '！', '？', '；', '!', '?', ';', '\n']);

/** Sentences in order, each with its closing mark; joined they give the text back. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const character of text) {
    current += character;
    if (SENTENCE_END.has(character)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current !== '') sentences.push(current);
  return sentences;
}

/** Regional vocabulary brought back to the mainland's, as reasoned above (point 2). */
function regionalWordsReverse(dictionary: Dictionary): Dictionary {
  return toDictionary(
    entriesOf(dictionary).filter(
      ([source]) =>
        !EVERYDAY_WORDS.has(source) &&
        (SHARED_FORM_WORDS.has(source) || Array.from(source).some((c) => TRADITIONAL_ONLY.has(c))),
    ),
  );
}

/**
 * Inside a traditional sentence, only what exists solely in simplified script is converted: a stray
 * 们 becomes 們, but 后, 才, 回 and 岩, which traditional text also writes, stay as the writer chose.
 */
function simplifiedOnlyEntries(dictionary: Dictionary): Dictionary {
  return toDictionary(
    entriesOf(dictionary).filter(([source]) => Array.from(source).some((c) => SIMPLIFIED_ONLY.has(c))),
  );
}

/**
 * A regional variant is brought to the standard form only where the standard never writes it itself
 * (裡 → 裏, 綫 → 線, 衞 → 衛): 才, 針 and 吃 stay, so converting a converted text again changes nothing.
 */
function variantsOutsideStandard(dictionary: Dictionary): Dictionary {
  return toDictionary(entriesOf(dictionary).filter(([source]) => !STANDARD_FORMS.has(source)));
}

interface TargetStages {
  simplified: Stage;
  traditional: Stage;
}

function buildStages(): Record<ConvertTarget, TargetStages> {
  const normalise = tableOf(compatibility);
  const toStandard = [
    tableOf(twVariantsReversePhrases, variantsOutsideStandard(twVariantsReverse)),
    tableOf(hkVariantsReversePhrases, variantsOutsideStandard(hkVariantsReverse)),
  ];
  const standardPhrases = tableOf(stPhrases, stRegionalPhrases);
  const fromSimplified = tableOf(stPhrases, stRegionalPhrases, stCharacters);
  const strayPhrases = [stPhrases, stRegionalPhrases].map(simplifiedOnlyEntries);
  const strayPhrasesTable = tableOf(...strayPhrases);
  const variantPhrases = tableOf(twVariantsReversePhrases, hkVariantsReversePhrases);
  const fromStraySimplified = tableOf(...strayPhrases, simplifiedOnlyEntries(stCharacters));
  const twWords = regionalWordsReverse(twPhrasesReverse);
  const hkWords = regionalWordsReverse(hkPhrasesReverse);
  /**
   * `otherRegion`: the other region's words, brought to the common ones before this region's words are
   * applied (Taiwan's 網路 is 網絡 in Hong Kong, Hong Kong's 寬頻 stays 寬頻 in Taiwan).
   */
  const forward = (otherRegion: Dictionary[], regional: Dictionary[]): TargetStages => {
    const regionalTable = tableOf(...regional);
    const otherRegionTable = tableOf(...otherRegion);
    const regionalChain = regional.length > 0 ? [regionalTable] : [];
    const otherRegionChain = otherRegion.length > 0 ? [otherRegionTable] : [];
    return {
      simplified: { segmentation: [standardPhrases], chain: [normalise, fromSimplified, ...regionalChain] },
      traditional: {
        // The regional phrases are written in traditional forms already: segments of their own here.
        segmentation: [strayPhrasesTable, variantPhrases, otherRegionTable, regionalTable],
        chain: [normalise, ...toStandard, fromStraySimplified, ...otherRegionChain, ...regionalChain],
      },
    };
  };

  const traditionalPhrases = tableOf(tsPhrases);
  const toSimplified = tableOf(tsPhrases, tsCharacters);
  return {
    [ConvertTarget.Simplified]: {
      simplified: { segmentation: [traditionalPhrases], chain: [normalise, toSimplified] },
      traditional: {
        segmentation: [traditionalPhrases, tableOf(twWords, hkWords), variantPhrases],
        chain: [
          normalise,
          tableOf(twWords, twVariantsReversePhrases, twVariantsReverse),
          tableOf(hkWords, hkVariantsReversePhrases, hkVariantsReverse),
          toSimplified,
        ],
      },
    },
    [ConvertTarget.Traditional]: forward([], []),
    [ConvertTarget.Taiwan]: forward([hkWords], [twPhrases, twVariantsPhrases, twVariants]),
    [ConvertTarget.HongKong]: forward([twWords], [hkPhrases, hkVariantsPhrases, hkVariants]),
  };
}

let stages: Record<ConvertTarget, TargetStages> | undefined;

/** The dictionaries are large (the phrase tables take most of a second to build): built once, on first use. */
function stagesFor(target: ConvertTarget): TargetStages {
  stages ??= buildStages();
  return stages[target];
}

export interface Conversion {
  text: string;
  pieces: ConvertPiece[];
  changes: number;
}

/** Converts a text to the target script, sentence by sentence, keeping the changes. */
export function convertChinese(text: string, target: ConvertTarget): Conversion {
  const { simplified, traditional } = stagesFor(target);
  const raw: [string, string][] = [];
  for (const sentence of sentencesOf(text)) {
    raw.push(...convertInPieces(isTraditional(sentence) ? traditional : simplified, sentence));
  }
  const pieces = compactPieces(raw);
  return {
    text: raw.map(([, converted]) => converted).join(''),
    pieces,
    changes: pieces.filter((piece) => typeof piece !== 'string').length,
  };
}

/** Builds the dictionaries ahead of the first call (the server does so when it starts listening). */
export function warmConverter(): void {
  stagesFor(ConvertTarget.Simplified);
}
