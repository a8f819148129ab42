/**
 * Figures of one folder of single-syllable recordings named as speaker A's (`<pinyin><tone>.wav`),
 * evaluated each against its own syllable with no options: tone accuracy, correct readings flagged,
 * and the initials, finals and contrast pairs flagged most. For a quick look at a copy of the
 * development recordings changed by a tool (Praat's Change gender, sox), before and after a change:
 *   npx tsx bench/speech/folder-figures.ts DIR
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import { expectedFromPinyin } from '../../packages/speech/src/text/expected-from-pinyin.ts';
import { parseName } from './development-set.ts';

type Counts = Map<string, { flagged: number; of: number }>;

function count(counts: Counts, key: string, flagged: boolean): void {
  const entry = counts.get(key) ?? { flagged: 0, of: 0 };
  entry.of += 1;
  if (flagged) entry.flagged += 1;
  counts.set(key, entry);
}

function worst(counts: Counts, top = 12): string {
  return [...counts]
    .filter(([, c]) => c.of >= 8 && c.flagged > 0)
    .sort((a, b) => b[1].flagged / b[1].of - a[1].flagged / a[1].of)
    .slice(0, top)
    .map(([key, c]) => `${key} ${Math.round((100 * c.flagged) / c.of)}% (${c.flagged}/${c.of})`)
    .join(', ');
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx bench/speech/folder-figures.ts DIR');
  process.exit(2);
}
const initials: Counts = new Map();
const finals: Counts = new Map();
const pairs: Counts = new Map();
const confusions = new Map<string, number>();
let files = 0;
let flagged = 0;
let toneRight = 0;
for (const file of readdirSync(dir).sort()) {
  const name = parseName(file);
  if (!name) continue;
  let expected;
  try {
    expected = expectedFromPinyin(`${name.pinyin}${name.tone}`);
  } catch {
    continue;
  }
  const result = evaluate(readWav(readFileSync(join(dir, file))).samples, { kind: 'syllables', syllables: expected });
  files += 1;
  const syllable = result.syllables[0];
  if (!syllable) continue;
  if (syllable.status !== 0) flagged += 1;
  if (syllable.toneCorrect) toneRight += 1;
  else {
    const key = `${name.tone}>${syllable.detectedTone ?? '-'}`;
    confusions.set(key, (confusions.get(key) ?? 0) + 1);
  }
  count(initials, syllable.expected.initial || '∅', !syllable.initialCorrect);
  count(finals, syllable.expected.final, !syllable.finalCorrect);
  for (const c of syllable.contrasts) count(pairs, `${c.pair.join('|')}:${c.expected}`, c.heard !== c.expected);
}
const percent = (n: number) => `${((100 * n) / Math.max(1, files)).toFixed(1)}%`;
console.log(`${files} files: flagged ${percent(flagged)}, tone right ${percent(toneRight)}`);
console.log(`tone errors (said>heard): ${JSON.stringify(Object.fromEntries(confusions))}`);
console.log(`initials flagged: ${worst(initials)}`);
console.log(`finals flagged: ${worst(finals)}`);
console.log(`pairs flagged (pair:said): ${worst(pairs)}`);
