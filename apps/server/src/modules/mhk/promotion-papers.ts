import { createHash } from 'node:crypto';
import { SLOW_LISTENING_TIERS } from '@hanyu/contracts/mhk/graded';
import { loadPromotionPapers } from '@hanyu/content/content-files';
import { promotionCompositionLevel } from '@hanyu/content/promotion-paper-rules';
import { ContentCollection } from '@hanyu/content/catalogue';
import { PromotionPaperFile } from '@hanyu/content/promotion-paper-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { EnginePaper } from '../exam/index.ts';
import { LaidOverPapers } from './laid-over-papers.ts';
import { engineModules } from './mhk-papers.ts';

/** The engine's test name of the promotion exams: their attempts are never an MHK mock exam's or a diagnosis's. */
export const PROMOTION_EXAM = 'promotion';
/** A promotion sitting is always the whole paper: its scope code in the engine's attempts. */
export const WHOLE_PAPER = 'all';

/**
 * A promotion paper as the engine takes it, under its grade's key ("beginner-A"). The composition is
 * scored at the MHK level whose band holds the grade's, and the listening is read at the course
 * tier's speed (slowly in the beginner and primary tiers, as the units are).
 */
export function promotionEnginePaper(file: PromotionPaperFile): EnginePaper {
  const level = promotionCompositionLevel(file);
  const modules = engineModules(file.modules, level, SLOW_LISTENING_TIERS.includes(file.tier));
  const version = createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 32);
  return { exam: PROMOTION_EXAM, paperId: file.id, version, title: file.title, level: '', modules };
}

/**
 * The promotion papers learners sit (decision 070), by grade key: the authored papers with those published
 * from the workspace (collection promotion-paper) laid over them, read through the shared database on every
 * call. Every grade has an authored paper, so a published one only ever replaces one.
 */
export class PromotionPapers extends LaidOverPapers {
  constructor(contentDir: string, db: Kysely<Database>) {
    super(db, ContentCollection.PromotionPaper, loadPromotionPapers(contentDir).map(promotionEnginePaper), (file) =>
      promotionEnginePaper(PromotionPaperFile.parse(file)),
    );
  }
}
