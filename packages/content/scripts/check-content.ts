/**
 * Checks authored content files and prints what a reviewer must look at.
 *
 *   npx tsx packages/content/scripts/check-content.ts FILE.json [...]
 *
 * - Every file is validated against its schema (chosen by its folder and name).
 * - Example words: the pinyin written in the file must equal the pinyin computed in context.
 * - Passages: syllable count, and every polyphonic character with the reading chosen in context,
 *   so that wrong ones get a `readings` entry.
 * Exits with 1 when anything is wrong.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { z } from 'zod';
import { Passage } from '../src/passage-schema.ts';
import { examplePinyinProblems, syllableProblems } from '../src/content-checks.ts';
import { ContrastsFile, FinalsFile, InitialsFile, TonesFile } from '../src/phonetics-schema.ts';
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
  if (folder === 'phonetics') {
    return { initials: InitialsFile, finals: FinalsFile, contrasts: ContrastsFile, tones: TonesFile }[name] ?? null;
  }
  if (folder === 'speaking') return { topics: TopicsFile, eloquence: EloquenceFile }[name] ?? null;
  return null;
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

for (const file of process.argv.slice(2)) {
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
  for (const { where, message } of [...examplePinyinProblems(parsed), ...syllableProblems(parsed)]) {
    fail(`${where}: ${message}`);
  }
  if (basename(dirname(file)) === 'passages') {
    try {
      checkPassage(parsed as Passage);
    } catch (error) {
      fail((error as Error).message);
    }
  }
}
console.log(failures === 0 ? 'OK' : `${failures} problem(s)`);
process.exit(failures === 0 ? 0 : 1);
