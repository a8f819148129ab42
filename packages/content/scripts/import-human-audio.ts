/**
 * Copies the HSK word and character recordings by Yue Tan (Shtooka project, collection
 * cmn-caen-tan, CC BY-SA) into data/audio/yuetan/ as model readings: each MP3 under the name
 * humanAudioFileName(text) gives it (a hash, never the Chinese file name), an index.json
 * (text → file, with source, speaker and licence) and a README.md with the licence and credit.
 *
 *   npx tsx packages/content/scripts/import-human-audio.ts [SOURCE_DIR]
 *
 * SOURCE_DIR holds list.tsv (`path<TAB>text`) and the files it names; default
 * ../shared/data/hsk-words-yuetan beside the repository. Running it again gives the same files;
 * recordings no longer listed are removed.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_DATA_DIR } from '../src/content-files.ts';
import {
  HUMAN_AUDIO_FILE,
  humanAudioDir,
  humanAudioFileName,
  HumanAudioIndex,
  YUETAN_COLLECTION,
} from '../src/human-audio.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sourceDir = resolve(repoRoot, process.argv[2] ?? '../shared/data/hsk-words-yuetan');
const targetDir = humanAudioDir(CONTENT_DATA_DIR, YUETAN_COLLECTION);

const SOURCE = 'Shtooka project, collection cmn-caen-tan (HSK vocabulary)';
const SPEAKER = 'Yue Tan';
const LICENCE = 'CC BY-SA';

const listFile = join(sourceDir, 'list.tsv');
if (!existsSync(listFile)) {
  console.error(`${listFile} not found: give the folder of list.tsv as the first argument`);
  process.exit(1);
}

const files: Record<string, string> = {};
const byName = new Map<string, string>();
for (const [number, line] of readFileSync(listFile, 'utf8').split('\n').entries()) {
  if (line.trim() === '') continue;
  const [path, rawText] = line.split('\t');
  const text = rawText?.trim().normalize('NFC') ?? '';
  if (!path || !/^\p{Script=Han}+$/u.test(text)) throw new Error(`list.tsv line ${number + 1}: not path<TAB>Chinese`);
  if (files[text]) throw new Error(`list.tsv line ${number + 1}: ${text} is listed twice`);
  const name = humanAudioFileName(text);
  const clash = byName.get(name);
  if (clash) throw new Error(`${text} and ${clash} hash to the same name ${name}`);
  byName.set(name, text);
  files[text] = name;
}

mkdirSync(targetDir, { recursive: true });
for (const old of readdirSync(targetDir)) {
  if (HUMAN_AUDIO_FILE.test(old) && !byName.has(old)) rmSync(join(targetDir, old));
}
for (const line of readFileSync(listFile, 'utf8').split('\n')) {
  const [path, rawText] = line.split('\t');
  if (!path || !rawText) continue;
  const name = files[rawText.trim().normalize('NFC')];
  if (name) copyFileSync(join(sourceDir, path), join(targetDir, name));
}

const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const index = HumanAudioIndex.parse({ source: SOURCE, speaker: SPEAKER, licence: LICENCE, files: sorted });
writeFileSync(join(targetDir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
writeFileSync(
  join(targetDir, 'README.md'),
  `# HSK words and characters read by Yue Tan

${byName.size} recordings (MP3) of the HSK vocabulary, one word or single character each, read by Yue Tan
(female, standard Mandarin). Recordings by Yue Tan, Shtooka project (https://shtooka.net), collection
cmn-caen-tan. Licence: Creative Commons Attribution-ShareAlike (CC BY-SA); these copies are
distributed under the same licence, and the platform credits them on its about page.

The files are the originals, renamed: \`index.json\` maps each text to its file (the first 16 hex
digits of the SHA-256 of the text, NFC). Written by \`packages/content/scripts/import-human-audio.ts\`;
do not edit by hand.
`,
);
console.log(`${byName.size} recordings → ${targetDir}`);
