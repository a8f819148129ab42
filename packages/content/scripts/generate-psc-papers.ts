/**
 * Writes the PSC mock papers M01 ... to data/psc/papers from the authored word lists, the PSC
 * passages and the topics, with the committed seed (psc-paper-generator.ts). Run it after changing
 * any of them, review the diff and commit the papers; the content tests fail when the committed
 * papers differ from what this writes.
 *
 *   npm run psc:papers -w @hanyu/content            write the papers
 *   npm run psc:papers -w @hanyu/content -- --check exit 1 when the committed papers are out of date
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DATA_DIR, loadPassages, loadPscWordLists, loadSpeaking } from '../src/content-files.ts';
import { formatPscPaperFile, generatePscPapers, PSC_PAPER_COUNT, PSC_PAPER_SEED } from '../src/psc-paper-generator.ts';
import { pscPaperStatistics } from '../src/psc-paper-statistics.ts';

const check = process.argv.includes('--check');
const dir = join(CONTENT_DATA_DIR, 'psc', 'papers');
const context = { ...loadPscWordLists(), passages: loadPassages(), topics: loadSpeaking().topics };
const papers = generatePscPapers({ ...context, seed: PSC_PAPER_SEED, count: PSC_PAPER_COUNT });

let stale = 0;
if (!check) mkdirSync(dir, { recursive: true });
const names = new Set(papers.map((p) => `${p.id}.json`));
for (const paper of papers) {
  const file = join(dir, `${paper.id}.json`);
  const text = formatPscPaperFile(paper);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  stale += 1;
  if (check) console.log(`${file} differs from the generator's output`);
  else writeFileSync(file, text);
}
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (names.has(name)) continue;
  stale += 1;
  if (check) console.log(`${join(dir, name)} is not a generated paper`);
  else rmSync(join(dir, name));
}
console.log(pscPaperStatistics(papers, context));
console.log(
  check
    ? stale === 0
      ? 'Papers are up to date.'
      : `${stale} paper file(s) out of date.`
    : `${stale} paper file(s) written.`,
);
process.exit(check && stale > 0 ? 1 : 0);
