import { createHash } from 'node:crypto';
import { loadDiagnosisPapers } from '@hanyu/content/content-files';
import { DIAGNOSIS_COMPOSITION_LEVEL } from '@hanyu/content/diagnosis-paper-rules';
import { ContentCollection } from '@hanyu/content/catalogue';
import { DiagnosisPaperFile } from '@hanyu/content/diagnosis-paper-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { EnginePaper } from '../exam/index.ts';
import { LaidOverPapers } from './laid-over-papers.ts';
import { engineModules } from './mhk-papers.ts';

/** The engine's test name of the ability diagnosis: its attempts are never an MHK mock exam's. */
export const DIAGNOSIS_EXAM = 'diagnosis';
/** Paper ids of the diagnosis start so (DIAG-01 …): the history's filter. */
export const DIAGNOSIS_PAPER_PREFIX = 'DIAG-';

/**
 * The MHK level a diagnosis paper's items are given at: the level its composition task is written for
 * (decision 059, level 2), so the composition is scored against that level's vocabulary expectation,
 * and the listening is read at the slower speed of levels 1–2, since the diagnosis places learners
 * from the primary rank up.
 */
export const DIAGNOSIS_ITEM_LEVEL = DIAGNOSIS_COMPOSITION_LEVEL;

/** A diagnosis paper as the engine takes it: an MHK paper of the four modules, with no MHK level. */
export function diagnosisEnginePaper(file: DiagnosisPaperFile): EnginePaper {
  const modules = engineModules(file.modules, DIAGNOSIS_ITEM_LEVEL);
  const version = createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 32);
  return { exam: DIAGNOSIS_EXAM, paperId: file.id, version, title: file.title, level: '', modules };
}

/**
 * The diagnosis papers learners take (decision 070): the authored papers with those published from the
 * workspace (collection diagnosis-paper) laid over them by id, read through the shared database on every call.
 */
export class DiagnosisPapers extends LaidOverPapers {
  constructor(contentDir: string, db: Kysely<Database>) {
    super(db, ContentCollection.DiagnosisPaper, loadDiagnosisPapers(contentDir).map(diagnosisEnginePaper), (file) =>
      diagnosisEnginePaper(DiagnosisPaperFile.parse(file)),
    );
  }
}
