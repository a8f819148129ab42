import type { Kysely } from 'kysely';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { storedPassageSchema } from '@hanyu/contracts/psc/study';
import { ContentCollection } from '@hanyu/content/catalogue';
import { loadPassages } from '@hanyu/content/content-files';
import { readText } from '@hanyu/content/reading';
import type { KnownText } from '@hanyu/speech/scoring/read-text';
import type { Database } from '../../platform/db/schema.ts';
import type { StoredPscPaper } from './exam-papers.ts';
import { StudyContentRepository } from './study-content-repository.ts';

const byDir = new Map<string, readonly KnownText[]>();

/**
 * The authored reading passages (the content files, learning and exam passages alike) as the speech
 * engine expects them read, with their reviewed readings. Built once per content folder.
 */
export function authoredPassageTexts(contentDir: string): readonly KnownText[] {
  let texts = byDir.get(contentDir);
  if (!texts) {
    texts = loadPassages(contentDir).map((passage) => ({
      id: passage.id,
      syllables: readText(passage.text, passage.readings),
    }));
    byDir.set(contentDir, texts);
  }
  return texts;
}

/** Only what the search needs of a stored passage. */
const servedPassageSchema = storedPassageSchema.pick({ id: true, expected: true });

/**
 * What a topic recording is searched for (decision 074): the paper's own passage as the paper has it,
 * then every passage the learners are served (the authored ones with the workspace's published
 * revisions and additions laid over them), then the authored passages the learners are not served.
 * A passage is searched once, in the first of these that has it.
 */
export function topicTexts(
  paper: StoredPscPaper,
  served: readonly KnownText[],
  authored: readonly KnownText[],
): KnownText[] {
  const part = paper.parts.find((p) => p.part === PscPart.Passage);
  const own = part?.part === PscPart.Passage ? { id: part.passageId, syllables: paper.expected[3] } : null;
  const texts = new Map<string, KnownText>();
  if (own && own.syllables.length > 0) texts.set(own.id, own);
  for (const text of [...served, ...authored]) {
    if (!texts.has(text.id) && text.syllables.length > 0) texts.set(text.id, text);
  }
  return [...texts.values()];
}

/**
 * The passages a topic recording is searched for, read when it is evaluated: a passage published from
 * the workspace after the server started, on this instance or another, is searched too.
 */
export class KnownPassages {
  private readonly content: StudyContentRepository;

  constructor(
    db: Kysely<Database>,
    private readonly contentDir: string,
  ) {
    this.content = new StudyContentRepository(db);
  }

  /** The passages the learners are served now. */
  async served(): Promise<KnownText[]> {
    const payloads = await this.content.payloads(ContentCollection.Passage);
    return payloads.map((payload) => {
      const { id, expected } = servedPassageSchema.parse(payload);
      return { id, syllables: expected };
    });
  }

  async forTopic(paper: StoredPscPaper): Promise<KnownText[]> {
    return topicTexts(paper, await this.served(), authoredPassageTexts(this.contentDir));
  }
}
