import { createHash } from 'node:crypto';
import { SLOW_LISTENING_TIERS } from '@hanyu/contracts/mhk/graded';
import { loadPromotionPapers } from '@hanyu/content/content-files';
import { promotionCompositionLevel } from '@hanyu/content/promotion-paper-rules';
import type { PromotionPaperFile } from '@hanyu/content/promotion-paper-schema';
import { appError } from '../../platform/errors.ts';
import type { EnginePaper } from '../exam/index.ts';
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

/** The promotion papers of the content folder, read once at start, by grade key. */
export class PromotionPapers {
  private readonly papers: Map<string, EnginePaper>;

  constructor(contentDir: string) {
    this.papers = new Map(loadPromotionPapers(contentDir).map((file) => [file.id, promotionEnginePaper(file)]));
  }

  has(gradeKey: string): boolean {
    return this.papers.has(gradeKey);
  }

  current(gradeKey: string): EnginePaper {
    const found = this.papers.get(gradeKey);
    if (!found) throw appError('NoResource');
    return found;
  }
}
