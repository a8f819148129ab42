/**
 * Checks authored content files and prints what a reviewer must look at.
 *
 *   npx tsx packages/content/scripts/check-content.ts FILE.json [...]
 *   npm run check:content -w @hanyu/content        every file of data/
 *
 * - Every file is validated against its schema (chosen by its folder and name).
 * - Example words: the pinyin written in the file must equal the pinyin computed in context.
 * - Passages: syllable count, and every polyphonic character with the reading chosen in context,
 *   so that wrong ones get a `readings` entry.
 * - PSC word lists (data/psc): valid syllables, tone marks as the orthography places them, each
 *   word's kind as its pinyin makes it; entries whose reading differs from the engine's are listed
 *   for review.
 * - PSC papers (data/psc/papers): the paper rules, and that the generator with the committed seed
 *   writes the same files.
 * - MHK papers (data/mhk/papers): the level's layout, keys a machine can check, the share of
 *   characters outside the level's vocabulary (and which), items repeated across the papers given,
 *   and every polyphone of what is read aloud or heard with the reading chosen in context.
 * - Diagnosis papers (data/mhk/diagnosis): the same, with the diagnosis layout (9/8/10/3 questions),
 *   its vocabulary ceiling and spread from easy to hard; repeats are looked for across the papers
 *   given and every MHK paper of data/.
 * - Graded course (data/graded/<tier>-<grade>.json): the grade's rules (graded-course-rules.ts),
 *   each unit's vocabulary outside the grade's HSK band, and every polyphone of its texts with the
 *   reading chosen in context; repeats across the grades given.
 * - Promotion papers (data/graded/promotion/<tier>-<grade>.json): the promotion layout, spoken tasks,
 *   the tier's composition length, keys and their spread, the vocabulary within the grade's HSK band,
 *   no sentence copied from the grade's units, repeats across the promotion papers; the polyphones of
 *   what is read aloud or heard.
 * Exits with 1 when anything is wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import { HumanAudioIndex } from '../src/human-audio.ts';
import { Passage } from '../src/passage-schema.ts';
import { examplePinyinProblems, syllableProblems } from '../src/content-checks.ts';
import {
  CONTENT_DATA_DIR,
  loadGrades,
  loadMhkPapers,
  loadPassages,
  loadPromotionPapers,
  loadPscPapers,
  loadPscWordLists,
  loadSpeaking,
} from '../src/content-files.ts';
import { diagnosisPaperProblems, diagnosisVocabulary } from '../src/diagnosis-paper-rules.ts';
import { DiagnosisPaperFile } from '../src/diagnosis-paper-schema.ts';
import {
  chineseTexts,
  gradeDuplicateProblems,
  gradeProblems,
  unitVocabulary,
  vocabularyProblems,
} from '../src/graded-course-rules.ts';
import { GRADE_HSK_BAND, GradeFile } from '../src/graded-course-schema.ts';
import { promotionPaperProblems, promotionVocabulary } from '../src/promotion-paper-rules.ts';
import { PromotionPaperFile } from '../src/promotion-paper-schema.ts';
import { ContrastsFile, FinalsFile, InitialsFile, TonesFile } from '../src/phonetics-schema.ts';
import { formatPscPaperFile, generatePscPapers, PSC_PAPER_COUNT, PSC_PAPER_SEED } from '../src/psc-paper-generator.ts';
import { pscPaperSetViolations } from '../src/psc-paper-rules.ts';
import { PscPaperFile } from '../src/psc-paper-schema.ts';
import { hskWordLevels } from '../src/dictionary/dictionary-source.ts';
import { MhkPaperFile } from '../src/mhk-paper-schema.ts';
import {
  duplicateProblems,
  itemTexts,
  mhkPaperProblems,
  vocabularyReport,
  type PaperContent,
  type VocabularyReport,
} from '../src/mhk-paper-rules.ts';
import { PscTestSitesFile } from '../src/psc-test-sites.ts';
import {
  CharactersFile,
  readingDifferences,
  wordListProblems,
  WordsFile,
  type PscCharacter,
  type PscWord,
} from '../src/psc-word-lists.ts';
import { polyphoneOccurrences, readText } from '../src/reading.ts';
import { EloquenceFile, TopicsFile } from '../src/speaking-schema.ts';

let failures = 0;
function fail(message: string): void {
  failures++;
  console.log(`  ✗ ${message}`);
}

function schemaFor(file: string): z.ZodType | null {
  const folder = basename(dirname(file));
  const name = basename(file, '.json');
  if (folder === 'passages') return Passage;
  if (folder === 'graded') return GradeFile;
  if (folder === 'promotion' && basename(dirname(dirname(file))) === 'graded') return PromotionPaperFile;
  if (folder === 'phonetics') {
    return { initials: InitialsFile, finals: FinalsFile, contrasts: ContrastsFile, tones: TonesFile }[name] ?? null;
  }
  if (folder === 'speaking') return { topics: TopicsFile, eloquence: EloquenceFile }[name] ?? null;
  if (folder === 'psc') {
    return { characters: CharactersFile, words: WordsFile, 'test-sites': PscTestSitesFile }[name] ?? null;
  }
  if (folder === 'papers' && basename(dirname(dirname(file))) === 'psc') return PscPaperFile;
  if (folder === 'papers' && basename(dirname(dirname(file))) === 'mhk') return MhkPaperFile;
  if (folder === 'diagnosis' && basename(dirname(dirname(file))) === 'mhk') return DiagnosisPaperFile;
  if (name === 'index' && basename(dirname(dirname(file))) === 'audio') return HumanAudioIndex;
  return null;
}

function checkPscWordList(file: string, parsed: unknown): void {
  const isCharacters = basename(file, '.json') === 'characters';
  const entries = parsed as PscCharacter[] | PscWord[];
  const problems = isCharacters
    ? wordListProblems(entries as PscCharacter[], [])
    : wordListProblems([], entries as PscWord[]);
  for (const { where, message } of problems) fail(`${where}: ${message}`);
  for (const d of readingDifferences(entries, isCharacters ? 'characters' : 'words')) {
    const note = `${d.where} ${d.text}: written ${d.authored}, the engine reads ${d.engine}`;
    if (d.reviewed) console.log(`    reviewed ${note}`);
    else fail(`${note}; confirm it in REVIEWED_READINGS (psc-word-lists.ts) or correct the pinyin`);
  }
  console.log(`  ${entries.length} entries`);
}

/** The paper rules over every paper of the data folder, and the generator's output against the files. */
function checkPscPapers(dataDir: string): void {
  console.log(join(dataDir, 'psc', 'papers'));
  try {
    const context = {
      ...loadPscWordLists(dataDir),
      passages: loadPassages(dataDir),
      topics: loadSpeaking(dataDir).topics,
    };
    const papers = loadPscPapers(dataDir);
    for (const v of pscPaperSetViolations(papers, context)) fail(`${v.paperId} [${v.rule}] ${v.message}`);
    const generated = generatePscPapers({ ...context, seed: PSC_PAPER_SEED, count: PSC_PAPER_COUNT });
    if (generated.length !== papers.length)
      fail(`${papers.length} paper files, the generator writes ${generated.length}`);
    for (const paper of generated) {
      const file = join(dataDir, 'psc', 'papers', `${paper.id}.json`);
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // Reported below as out of date.
      }
      if (current !== formatPscPaperFile(paper))
        fail(`${paper.id}.json differs from the generator (npm run psc:papers)`);
    }
    console.log(`  ${papers.length} papers`);
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Every JSON file under a folder. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function checkPassage(passage: Passage): void {
  const syllables = readText(passage.text, passage.readings);
  console.log(
    `  ${passage.id} ${passage.title}: ${syllables.length} syllables, level ${passage.level}, ${passage.purpose}`,
  );
  for (const occurrence of polyphoneOccurrences(passage.text, syllables)) {
    console.log(
      `    polyphone ${occurrence.hanzi} → ${occurrence.chosen} (${occurrence.possible.join('/')})  …${occurrence.context}…`,
    );
  }
}

let hskLevels: Map<string, number> | null = null;
const mhkPapers: PaperContent[] = [];
let diagnosisGiven = false;

/** An MHK paper's rules, its vocabulary outside the level, and the polyphones of what is spoken. */
function checkMhkPaper(paper: MhkPaperFile): void {
  hskLevels ??= hskWordLevels();
  mhkPapers.push(paper);
  for (const { where, message } of mhkPaperProblems(paper, hskLevels)) fail(`${where}: ${message}`);
  printPaper(paper, paper.title, vocabularyReport(paper, hskLevels), 'the level');
}

/** A diagnosis paper's rules, its vocabulary above the ceiling, and the polyphones of what is spoken. */
function checkDiagnosisPaper(paper: DiagnosisPaperFile): void {
  hskLevels ??= hskWordLevels();
  mhkPapers.push(paper);
  diagnosisGiven = true;
  for (const { where, message } of diagnosisPaperProblems(paper, hskLevels)) fail(`${where}: ${message}`);
  printPaper(paper, paper.title, diagnosisVocabulary(paper, hskLevels), 'the ceiling');
}

function printPaper(paper: PaperContent, title: string, vocabulary: VocabularyReport, band: string): void {
  console.log(
    `  ${paper.id} ${title}: ${vocabulary.characters} characters, ${(vocabulary.share * 100).toFixed(1)}% outside ${band}`,
  );
  if (vocabulary.outside.length > 0) console.log(`    outside: ${[...new Set(vocabulary.outside)].join(' ')}`);
  for (const module of Object.values(paper.modules)) {
    for (const item of module.items) {
      const spoken = itemTexts(item).filter(([where]) => /\.audio\[|\.text$/.test(where) && item.type !== '010201');
      for (const [where, text] of spoken) {
        const readings = item.type === '010501' ? item.readings : [];
        try {
          for (const occurrence of polyphoneOccurrences(text, readText(text, readings))) {
            console.log(
              `    ${where} polyphone ${occurrence.hanzi} → ${occurrence.chosen} (${occurrence.possible.join('/')})  …${occurrence.context}…`,
            );
          }
        } catch (error) {
          fail(`${where}: ${(error as Error).message}`);
        }
      }
    }
  }
}

const grades: GradeFile[] = [];
const promotionPapers: PaperContent[] = [];

/** A promotion paper's rules (against its grade's units too), its vocabulary outside the band and its polyphones. */
function checkPromotionPaper(paper: PromotionPaperFile): void {
  hskLevels ??= hskWordLevels();
  promotionPapers.push(paper);
  const grade = loadGrades().find((file) => file.tier === paper.tier && file.grade === paper.grade);
  if (!grade) fail(`no grade file ${paper.id}.json for this promotion paper`);
  for (const { where, message } of promotionPaperProblems(paper, hskLevels, grade)) fail(`${where}: ${message}`);
  printPaper(
    paper,
    paper.title,
    promotionVocabulary(paper, hskLevels),
    `HSK ${GRADE_HSK_BAND[paper.tier][paper.grade]}`,
  );
}

/** A grade's rules, each unit's vocabulary outside the band, and the polyphones of its texts. */
function checkGrade(file: string, grade: GradeFile): void {
  hskLevels ??= hskWordLevels();
  grades.push(grade);
  for (const { where, message } of gradeProblems(grade, basename(file))) fail(`${where}: ${message}`);
  for (const { where, message } of vocabularyProblems(grade, hskLevels)) fail(`${where}: ${message}`);
  const band = GRADE_HSK_BAND[grade.tier][grade.grade];
  for (const unit of grade.units) {
    const vocabulary = unitVocabulary(grade, unit, hskLevels);
    console.log(
      `  ${unit.id} ${unit.title}: ${vocabulary.characters} characters, ${(vocabulary.share * 100).toFixed(1)}% outside HSK ${band}`,
    );
    if (vocabulary.outside.length > 0) console.log(`    outside: ${[...new Set(vocabulary.outside)].join(' ')}`);
    // Every polyphone of what is read aloud, heard or narrated, each place it occurs: a wrong reading
    // repeated must be seen every time.
    for (const [where, text] of chineseTexts(unit)) {
      if (
        !/^(book\.lines\[\d+\]\.line|extension\.text|practice\.items\[\d+\]\.(audio|say)|video\.slides\[\d+\]\.(narration|lines))/.test(
          where,
        )
      )
        continue;
      try {
        const readings = grade.readings.filter((reading) => text.includes(reading.phrase));
        for (const occurrence of polyphoneOccurrences(text, readText(text, readings))) {
          console.log(
            `    ${where} polyphone ${occurrence.hanzi} → ${occurrence.chosen} (${occurrence.possible.join('/')})  …${occurrence.context}…`,
          );
        }
      } catch (error) {
        fail(`${unit.id}.${where}: ${(error as Error).message}`);
      }
    }
  }
}

const files = process.argv.length > 2 ? process.argv.slice(2) : jsonFiles(CONTENT_DATA_DIR);
const paperDirs = new Set<string>();
for (const file of files) {
  console.log(file);
  const schema = schemaFor(file);
  if (!schema) {
    fail('no schema for this folder and name');
    continue;
  }
  let parsed: unknown;
  try {
    parsed = schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    fail((error as Error).message);
    continue;
  }
  // PSC entries are tone-marked and checked against their own rules below.
  const isMhkPaper = schema === MhkPaperFile || schema === DiagnosisPaperFile || schema === PromotionPaperFile;
  const isPsc = basename(dirname(file)) === 'psc' || (basename(dirname(file)) === 'papers' && !isMhkPaper);
  const isGrade = schema === GradeFile;
  // A grade's {text, pinyin} are read with its reviewed readings by gradeProblems.
  const exampleProblems = isPsc || isGrade ? [] : [...examplePinyinProblems(parsed), ...syllableProblems(parsed)];
  for (const { where, message } of exampleProblems) {
    fail(`${where}: ${message}`);
  }
  if (['characters', 'words'].includes(basename(file, '.json')) && basename(dirname(file)) === 'psc') {
    checkPscWordList(file, parsed);
  }
  if (isGrade) checkGrade(file, parsed as GradeFile);
  if (schema === PromotionPaperFile) checkPromotionPaper(parsed as PromotionPaperFile);
  else if (schema === DiagnosisPaperFile) checkDiagnosisPaper(parsed as DiagnosisPaperFile);
  else if (isMhkPaper) checkMhkPaper(parsed as MhkPaperFile);
  else if (basename(dirname(file)) === 'papers') paperDirs.add(resolve(dirname(file), '..', '..'));
  if (basename(dirname(file)) === 'passages') {
    try {
      checkPassage(parsed as Passage);
    } catch (error) {
      fail((error as Error).message);
    }
  }
}
for (const dataDir of paperDirs) checkPscPapers(dataDir);
// A diagnosis paper must repeat no MHK mock paper, whether or not those were given.
const given = new Set(mhkPapers.map((paper) => paper.id));
if (diagnosisGiven) mhkPapers.push(...loadMhkPapers().filter((paper) => !given.has(paper.id)));
for (const { where, message } of duplicateProblems(mhkPapers)) fail(`${where}: ${message}`);
// A grade must repeat no other grade of data/, whether or not those were given.
const givenGrades = new Set(grades.map((grade) => `${grade.tier}-${grade.grade}`));
if (grades.length > 0) grades.push(...loadGrades().filter((grade) => !givenGrades.has(`${grade.tier}-${grade.grade}`)));
for (const { where, message } of gradeDuplicateProblems(grades)) fail(`${where}: ${message}`);
// A promotion paper must repeat no other promotion paper, whether or not those were given.
const givenPromotions = new Set(promotionPapers.map((paper) => paper.id));
if (promotionPapers.length > 0) {
  promotionPapers.push(...loadPromotionPapers().filter((paper) => !givenPromotions.has(paper.id)));
}
for (const { where, message } of duplicateProblems(promotionPapers)) fail(`${where}: ${message}`);
console.log(failures === 0 ? 'OK' : `${failures} problem(s)`);
process.exit(failures === 0 ? 0 : 1);
