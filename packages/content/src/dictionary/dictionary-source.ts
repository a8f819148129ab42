/**
 * Builds the dictionary's rows from the packages published for it: CC-CEDICT entries, HSK levels,
 * word frequencies and character etymologies from chinese-lexicon; radicals and structures from
 * cnchar-radical; stroke counts from the hanzi-writer-data stroke outlines. Loading these takes a few
 * seconds and several hundred megabytes, so the server runs this in a worker thread at set-up and
 * keeps only the database rows (decision 022).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CharacterStructure, ComponentRole } from '@hanyu/contracts/portal/dictionary';
import type { CharacterRow, DictionaryData, DictionaryEntryRow } from './dictionary-rows.ts';
import { markedPinyin, normaliseNumbered } from './pinyin-keys.ts';

const require = createRequire(import.meta.url);

interface LexiconEntry {
  simp: string;
  trad: string;
  definitions: string[];
  /** Tone marks, as Unihan's reading counts spell them. */
  pinyin: string;
  pinyinTones: string;
}
interface Etymology {
  notes?: string;
  definition?: string;
  components?: Array<{ type: string; char: string }>;
}

/** The published packages and versions the rows come from: a new version reloads the dictionary. */
export function dictionarySources(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of ['chinese-lexicon', 'cnchar', 'cnchar-radical', 'hanzi-writer-data']) {
    versions[name] = (require(`${name}/package.json`) as { version: string }).version;
  }
  return versions;
}

const STRUCTURES: Record<string, CharacterStructure> = {
  独体结构: CharacterStructure.Single,
  左右结构: CharacterStructure.LeftRight,
  左中右结构: CharacterStructure.LeftMiddleRight,
  上下结构: CharacterStructure.TopBottom,
  上中下结构: CharacterStructure.TopMiddleBottom,
  全包围结构: CharacterStructure.FullSurround,
  半包围结构: CharacterStructure.HalfSurround,
  品字结构: CharacterStructure.Triangle,
  镶嵌结构: CharacterStructure.Inlaid,
};

/** Radicals in their simplified form and the traditional form the traditional character uses. */
const TRADITIONAL_RADICALS: Record<string, string> = {
  讠: '言',
  钅: '金',
  饣: '食',
  纟: '糸',
  贝: '貝',
  见: '見',
  车: '車',
  门: '門',
  马: '馬',
  鸟: '鳥',
  鱼: '魚',
  页: '頁',
  风: '風',
  韦: '韋',
  齿: '齒',
  龙: '龍',
  龟: '龜',
  麦: '麥',
  长: '長',
  黾: '黽',
  卤: '鹵',
};

const ROLES = new Set<string>(Object.values(ComponentRole));
const HAN = /^\p{Script=Han}$/u;
const HAN_WORD = /^\p{Script=Han}+$/u;

/** The HSK word lists of chinese-lexicon (levels 1-6); the package only exports a derived guess. */
export function hskWordLevels(): Map<string, number> {
  const source = readFileSync(require.resolve('chinese-lexicon/statistics/hsk.js'), 'utf8');
  const literal = /let hsk = (\[[\s\S]*?\]);/.exec(source)?.[1];
  if (!literal) throw new Error('chinese-lexicon: the HSK lists were not found in statistics/hsk.js');
  const levels = JSON.parse(literal) as string[][];
  const byWord = new Map<string, number>();
  levels.forEach((words, index) => words.forEach((word) => byWord.has(word) || byWord.set(word, index + 1)));
  return byWord;
}

/**
 * The simplified headwords of CC-CEDICT (as chinese-lexicon ships it) written in Han characters
 * only: the words a segmenter can cut a text into. Read from the dictionary's text rather than
 * chinese-lexicon/dictionary, whose parsed entries the require cache would keep (about 40 MB more heap) in
 * the process that scores compositions.
 */
export function dictionaryHeadwords(): Set<string> {
  const text = String(require('chinese-lexicon/dictionary/cedict'));
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    // "traditional simplified [pin1 yin1] /definition/"
    const simplified = line.split(' ', 2)[1];
    if (simplified && HAN_WORD.test(simplified)) words.add(simplified);
  }
  return words;
}

function strokeFolder(): string {
  return dirname(require.resolve('hanzi-writer-data/package.json'));
}

/** How much a name's entry weighs against the common word spelled alike. */
const NAME_WEIGHT = 0.05;

/** A corpus's counts (the character lists keep them as text). */
type Frequencies = Record<string, { count: number | string } | undefined>;

/** A corpus's counts as shares of its total, so the film and book corpora weigh alike. */
function shares(frequencies: Frequencies): Map<string, number> {
  let total = 0;
  for (const word in frequencies) total += Number(frequencies[word]?.count ?? 0);
  const out = new Map<string, number>();
  for (const word in frequencies) out.set(word, Number(frequencies[word]?.count ?? 0) / total);
  return out;
}

/** Each character's share of the film-subtitle (SUBTLEX-CH) and book (Jun Da) character counts together. */
function characterShares(): Map<string, number> {
  const movie = shares(require('chinese-lexicon/statistics/movieCharFrequency') as Frequencies);
  const book = shares(require('chinese-lexicon/statistics/bookCharFrequency') as Frequencies);
  const out = new Map(movie);
  for (const [character, share] of book) out.set(character, (out.get(character) ?? 0) + share);
  return out;
}

export function loadDictionaryData(): DictionaryData {
  const entries = require('chinese-lexicon/dictionary') as LexiconEntry[];
  const { movieWordFrequencies } = require('chinese-lexicon/statistics/movieWordFrequency') as {
    movieWordFrequencies: Frequencies;
  };
  const { bookWordFrequencies } = require('chinese-lexicon/statistics/bookWordFrequency') as {
    bookWordFrequencies: Frequencies;
  };
  const readingCounts = require('chinese-lexicon/statistics/pinyinFrequency') as Record<string, string | undefined>;
  const { etymologies } = require('chinese-lexicon/etymology') as { etymologies: Record<string, Etymology> };
  const hsk = hskWordLevels();
  const movie = shares(movieWordFrequencies);
  const book = shares(bookWordFrequencies);

  // Frequency: the word's share of the film-subtitle and book corpora together. The corpora count
  // words, not readings: a word's share is split between its readings by how often Unihan says
  // each is read (的 de takes nearly all of 的; dí and dì little).
  const scored = entries
    .filter((entry) => entry.simp && entry.pinyinTones !== undefined)
    .map((entry) => {
      const share = (movie.get(entry.simp) ?? 0) + (book.get(entry.simp) ?? 0);
      const said = Number(readingCounts[entry.trad + entry.pinyin] ?? readingCounts[entry.simp + entry.pinyin] ?? 0);
      // CC-CEDICT capitalises names (钱 Qian2 "surname Qian"): they count for little beside the word.
      const name = /^\p{Lu}/u.test(entry.pinyin) ? NAME_WEIGHT : 1;
      return { entry, share: share * name, readingWeight: said + 1 };
    });
  const readingTotals = new Map<string, number>();
  for (const item of scored)
    readingTotals.set(item.entry.simp, (readingTotals.get(item.entry.simp) ?? 0) + item.readingWeight);
  for (const item of scored) item.share *= item.readingWeight / (readingTotals.get(item.entry.simp) ?? 1);
  const ranked = scored.filter((item) => item.share > 0).sort((a, b) => b.share - a.share);
  const rankOf = new Map(ranked.map((item, index) => [item, index + 1]));

  const rows: DictionaryEntryRow[] = [];
  const seen = new Set<string>();
  for (const item of scored) {
    const { entry } = item;
    const numbered = normaliseNumbered(cedictPinyin(entry));
    // Case matters: 钱 qian2 (money) and 钱 Qian2 (a surname) are two entries.
    const key = `${entry.trad}|${entry.simp}|${entry.pinyin}`;
    if (seen.has(key) || entry.definitions.length === 0) continue;
    seen.add(key);
    rows.push({
      simplified: entry.simp,
      traditional: entry.trad,
      pinyin: markedPinyin(numbered),
      pinyinNumbered: numbered,
      definitions: entry.definitions,
      hskLevel: hsk.get(entry.simp) ?? null,
      frequencyRank: rankOf.get(item) ?? null,
    });
  }
  return { entries: rows, characters: characterRows(rows, etymologies) };
}

/** chinese-lexicon keeps CC-CEDICT's pinyin without spaces ("ni3hao3"): apart again after each tone. */
function cedictPinyin(entry: LexiconEntry): string {
  return entry.pinyinTones.replace(/([1-5])(?=.)/g, '$1 ').replace(/u:/g, 'v');
}

function characterRows(entries: readonly DictionaryEntryRow[], etymologies: Record<string, Etymology>): CharacterRow[] {
  const cnchar = require('cnchar') as { use(plugin: unknown): void; radical(text: string): RadicalInfo[] };
  cnchar.use(require('cnchar-radical'));
  const strokes = strokeFolder();

  // Both scripts' forms of each character, from single-character entries.
  const simplifiedOf = new Map<string, Set<string>>();
  const traditionalOf = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    if (key === value) return;
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  const characters = new Set<string>();
  const simplifiedForms = new Set<string>();
  for (const entry of entries) {
    if ([...entry.simplified].length !== 1) continue;
    characters.add(entry.simplified).add(entry.traditional);
    simplifiedForms.add(entry.simplified);
    add(traditionalOf, entry.simplified, entry.traditional);
    add(simplifiedOf, entry.traditional, entry.simplified);
  }

  // Frequency: characters written in simplified text (著 of 著名 too, though it is also the
  // traditional form of 着) by their share of the corpora, which are simplified; a character only
  // traditional text writes takes its simplified form's rank (國 as 国), where its own count would
  // only tell how often mainland texts keep the old form.
  const written = characterShares();
  const ranked = [...simplifiedForms]
    .filter((character) => HAN.test(character) && (written.get(character) ?? 0) > 0)
    .sort((a, b) => (written.get(b) ?? 0) - (written.get(a) ?? 0));
  const rankOf = new Map(ranked.map((character, index) => [character, index + 1]));
  const frequencyRank = (character: string): number | null => {
    if (simplifiedForms.has(character)) return rankOf.get(character) ?? null;
    const forms = [...(simplifiedOf.get(character) ?? [])].map((form) => rankOf.get(form) ?? Infinity);
    const best = Math.min(...forms);
    return Number.isFinite(best) ? best : null;
  };

  const rows: CharacterRow[] = [];
  for (const character of characters) {
    if (!HAN.test(character)) continue;
    const outline = strokeOutline(strokes, character);
    const simplified = [...(simplifiedOf.get(character) ?? [])];
    const { radical, structure } = radicalOf(cnchar, character, simplified, (form) => strokeOutline(strokes, form));
    const etymology = etymologies[character];
    rows.push({
      character,
      simplified,
      traditional: [...(traditionalOf.get(character) ?? [])],
      radical,
      strokeCount: outline?.strokes.length ?? null,
      structure,
      components: (etymology?.components ?? []).map((component) => ({
        char: component.char,
        role: ROLES.has(component.type) ? component.type : ComponentRole.Unknown,
        definition: etymologies[component.char]?.definition ?? null,
      })),
      etymology: etymology?.notes?.trim() || null,
      hasStrokes: outline !== null,
      frequencyRank: frequencyRank(character),
    });
  }
  return rows;
}

interface RadicalInfo {
  radical: string;
  struct: string;
}

/**
 * cnchar-radical knows simplified characters; a traditional one takes the radical and structure of
 * its simplified form, with the radical in its traditional shape (讠 → 言).
 */
function radicalOf(
  cnchar: { radical(text: string): RadicalInfo[] },
  character: string,
  simplified: readonly string[],
  outlineOf: (character: string) => StrokeOutline | null,
): { radical: string | null; structure: CharacterStructure | null } {
  const own = cnchar.radical(character)[0];
  if (own?.radical) return { radical: own.radical, structure: STRUCTURES[own.struct] ?? null };
  const form = simplified[0];
  const fromSimplified = form ? cnchar.radical(form)[0] : undefined;
  if (!fromSimplified?.radical) return { radical: null, structure: null };
  const radical = TRADITIONAL_RADICALS[fromSimplified.radical] ?? fromSimplified.radical;
  // Simplification sometimes replaced the radical itself (鬱 → 郁): the borrowed radical counts only
  // when the stroke data marks as many radical strokes as it has.
  const radicalStrokes = outlineOf(character)?.radStrokes?.length;
  const ownStrokes = outlineOf(radical)?.strokes.length;
  if (radical !== character && (radicalStrokes === undefined || radicalStrokes !== ownStrokes)) {
    return { radical: null, structure: null };
  }
  return { radical, structure: STRUCTURES[fromSimplified.struct] ?? null };
}

interface StrokeOutline {
  strokes: unknown[];
  radStrokes?: number[];
}

function strokeOutline(folder: string, character: string): StrokeOutline | null {
  const file = join(folder, `${character}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StrokeOutline) : null;
}
