import type { Kysely } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import { ResultKind } from '@hanyu/contracts/psc/results';
import { AssignmentKind, type AssignableItem } from '@hanyu/contracts/teacher/assignments';
import { MHK_EXAM, MhkPapers } from './modules/mhk/index.ts';
import { AssignableContent, PSC_EXAM, type AssignableCollection } from './modules/psc/index.ts';
import type { AssignmentCatalogue, AssignmentTarget } from './modules/teacher/index.ts';
import type { Database } from './platform/db/schema.ts';

/** A mock PSC as a teacher assigns it (any of the papers). */
const PSC_MOCK_TITLE = '普通话水平测试模拟测试';

/** The learning content each practice kind chooses from, and the activity its recordings are kept under. */
const PRACTICE: Partial<Record<AssignmentKind, { collection: AssignableCollection; activity: ResultKind }>> = {
  [AssignmentKind.PscPassage]: { collection: ContentCollection.Passage, activity: ResultKind.Passage },
  [AssignmentKind.PscTopic]: { collection: ContentCollection.Topic, activity: ResultKind.Topic },
  [AssignmentKind.PscLesson]: { collection: ContentCollection.Phonetics, activity: ResultKind.Practice },
};

/**
 * What a teacher may assign, the one registration of assignable things: a mock PSC (any of its papers)
 * or one MHK mock exam paper, followed by the attempts of its exam on the exam engine; a passage to read
 * aloud, a topic to speak on or a pronunciation unit to practise, followed by the learner's recordings
 * of it (evaluated on the server or on the device). Content published later is assignable as soon as it
 * is in the catalogue.
 */
export function assignmentCatalogue(contentDir: string, db: Kysely<Database>): AssignmentCatalogue {
  const papers = new MhkPapers(contentDir, db);
  // Read on every call: a paper published from the workspace is assignable at once, on every instance.
  const mhkPapers = async () =>
    (await papers.list()).map(
      (paper): AssignableItem => ({ id: paper.paperId, title: paper.title, group: paper.level }),
    );
  const content = new AssignableContent(db);
  return {
    kinds: [
      AssignmentKind.PscMock,
      AssignmentKind.MhkMock,
      AssignmentKind.PscPassage,
      AssignmentKind.PscTopic,
      AssignmentKind.PscLesson,
    ],
    async items(kind) {
      if (kind === AssignmentKind.PscMock) return null;
      if (kind === AssignmentKind.MhkMock) return mhkPapers();
      const practice = PRACTICE[kind];
      return practice ? content.items(practice.collection) : null;
    },
    async target(kind, itemId): Promise<AssignmentTarget | null> {
      if (kind === AssignmentKind.PscMock) {
        return itemId === '' ? { title: PSC_MOCK_TITLE, progress: { exam: PSC_EXAM, paperId: '' } } : null;
      }
      if (kind === AssignmentKind.MhkMock) {
        const paper = (await mhkPapers()).find((candidate) => candidate.id === itemId);
        return paper ? { title: paper.title, progress: { exam: MHK_EXAM, paperId: itemId } } : null;
      }
      const practice = PRACTICE[kind];
      if (!practice || itemId === '') return null;
      const title = await content.title(practice.collection, itemId);
      if (title === null) return null;
      const progress =
        kind === AssignmentKind.PscLesson
          ? { activity: practice.activity, lessonKey: itemId }
          : { activity: practice.activity, resourceCode: itemId };
      return { title, progress };
    },
  };
}
