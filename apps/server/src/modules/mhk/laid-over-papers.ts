import type { Kysely } from 'kysely';
import type { ContentCollection } from '@hanyu/content/catalogue';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { EnginePaper } from '../exam/index.ts';
import { PublishedPaperRepository } from './published-paper-repository.ts';

/** Published papers kept as engine papers, by the exact stored text: a changed paper is a new key. */
const PARSED_PAPERS_KEPT = 64;

/**
 * The papers of one kind learners take (decisions 069 and 070): the authored papers of the content folder,
 * read once at start, with the papers published from the administrators' workspace laid over them by id.
 * Those are read from content_item in the shared database on every call, so a publish or an unpublish on
 * one instance is seen by the next request on every instance; no instance keeps a copy that could go stale
 * (the parsed form is kept only by the stored text itself).
 */
export class LaidOverPapers {
  private readonly authored: ReadonlyMap<string, EnginePaper>;
  private readonly parsed = new Map<string, EnginePaper>();
  private readonly published: PublishedPaperRepository;

  constructor(
    db: Kysely<Database>,
    private readonly collection: ContentCollection,
    authored: readonly EnginePaper[],
    /** A stored paper file (already parsed from JSON) as the engine takes it. */
    private readonly engineOf: (file: unknown) => EnginePaper,
  ) {
    this.authored = new Map(authored.map((paper) => [paper.paperId, paper]));
    this.published = new PublishedPaperRepository(db);
  }

  /** Every paper, in id order. */
  async list(): Promise<EnginePaper[]> {
    const papers = new Map(this.authored);
    for (const payload of await this.published.payloads(this.collection)) {
      const paper = this.paperOf(payload);
      papers.set(paper.paperId, paper);
    }
    return [...papers.values()].sort((a, b) => a.paperId.localeCompare(b.paperId));
  }

  /** The paper learners take now under this id: the published one, else the authored one. */
  async current(paperId: string): Promise<EnginePaper> {
    const payload = await this.published.payload(this.collection, paperId);
    const found = payload === null ? this.authored.get(paperId) : this.paperOf(payload);
    if (!found) throw appError('NoResource');
    return found;
  }

  /** Whether an authored paper has this id (a published one replaces it, or adds one beside them). */
  hasAuthored(paperId: string): boolean {
    return this.authored.has(paperId);
  }

  private paperOf(payload: string): EnginePaper {
    const kept = this.parsed.get(payload);
    if (kept) return kept;
    const paper = this.engineOf(JSON.parse(payload));
    if (this.parsed.size >= PARSED_PAPERS_KEPT) this.parsed.clear();
    this.parsed.set(payload, paper);
    return paper;
  }
}
