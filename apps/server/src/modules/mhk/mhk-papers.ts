import { createHash } from 'node:crypto';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { ExamModule, type PresentedItem } from '@hanyu/contracts/exam/exam-engine';
import { loadMhkPapers } from '@hanyu/content/content-files';
import { ContentCollection } from '@hanyu/content/catalogue';
import { MHK_LEVEL_NUMBER, MhkPaperFile, type MhkItem } from '@hanyu/content/mhk-paper-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { EngineItem, EngineModule, EnginePaper, EngineQuestion } from '../exam/index.ts';
import { LaidOverPapers } from './laid-over-papers.ts';

export const MHK_EXAM = 'mhk';

/**
 * The composition's weight in the writing module against its objective questions: two thirds of
 * their points, so it counts for 40% of the module's score.
 */
const COMPOSITION_WEIGHT = 2 / 3;

/** The file-store key of a listening recording: a hash of the lines and voices it reads. */
export function listeningKey(lines: readonly { voice: string; text: string }[], slow: boolean): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([LISTENING_AUDIO_VERSION, slow, lines]))
    .digest('hex');
  return `portal/mhk/listening/${hash}.wav`;
}
/** Bump when the voices or the joining change, so every recording is made afresh. */
export const LISTENING_AUDIO_VERSION = 1;

/** A fragment order item's fragments shown in a fixed shuffled order (the same on every view). */
function shuffled(id: string, fragments: readonly string[]): string[] {
  const rank = (fragment: string) => createHash('sha256').update(`${id}\u0000${fragment}`).digest('hex');
  const out = [...fragments].sort((a, b) => rank(a).localeCompare(rank(b)));
  // A shuffle that happens to be the key's order gives the answer away: turn it once.
  return out.every((fragment, i) => fragment === fragments[i]) ? [...out.slice(1), out[0] ?? ''] : out;
}

function choice(q: {
  id: string;
  question: string;
  options: string[];
  answer: number;
  explanation: string;
}): EngineQuestion {
  return {
    id: q.id,
    question: q.question,
    key: { kind: 'choice', answer: q.answer, options: q.options },
    points: 1,
    explanation: q.explanation,
  };
}

function plain(q: { id: string; question: string; options: string[] }) {
  return { id: q.id, question: q.question, options: q.options };
}

/**
 * One authored item as the engine takes it: what is shown, its questions with their keys. `level` is
 * the level the composition is scored against; the listening is read slowly at levels 1-2 unless
 * `slow` says otherwise (a promotion exam reads at its course tier's speed).
 */
export function engineItem(item: MhkItem, level: 1 | 2 | 3 | 4, slow = level <= 2): EngineItem {
  const base = { id: item.id, type: item.type, transcript: null };
  switch (item.type) {
    case QuestionType.Listening1:
    case QuestionType.Listening2:
      return {
        ...base,
        presented: { type: item.type, ...plain(item), audio: { url: listeningKey(item.audio, slow), seconds: 0 } },
        questions: [choice(item)],
        transcript: item.audio,
      };
    case QuestionType.Listening3:
      return {
        ...base,
        presented: {
          type: item.type,
          id: item.id,
          audio: { url: listeningKey(item.audio, slow), seconds: 0 },
          questions: item.questions.map(plain),
        },
        questions: item.questions.map(choice),
        transcript: item.audio,
      };
    case QuestionType.Reading1:
    case QuestionType.Writing1:
      return { ...base, presented: { type: item.type, ...plain(item), text: item.text }, questions: [choice(item)] };
    case QuestionType.Reading2:
      return {
        ...base,
        presented: {
          type: item.type,
          id: item.id,
          title: item.title ?? null,
          passage: item.passage,
          questions: item.questions.map(plain),
        },
        questions: item.questions.map(choice),
      };
    case QuestionType.Writing2: {
      const identity = item.fragments.map((_, i) => i);
      return {
        ...base,
        presented: { type: item.type, id: item.id, fragments: shuffled(item.id, item.fragments) },
        questions: [
          {
            id: item.id,
            question: '请把下面的词语排列成句子。',
            key: { kind: 'order', fragments: item.fragments, orders: [identity, ...item.alsoRight] },
            points: 1,
            explanation: item.explanation,
          },
        ],
      };
    }
    case QuestionType.Writing3:
      return {
        ...base,
        presented: { type: item.type, id: item.id, text: item.text, pinyin: item.pinyin },
        questions: [
          {
            id: item.id,
            question: item.text,
            key: { kind: 'characters', answer: item.answer },
            points: 1,
            explanation: item.explanation,
          },
        ],
      };
    case QuestionType.ReadAndWrite:
      return {
        ...base,
        presented: {
          type: item.type,
          id: item.id,
          passage: item.passage,
          questions: item.questions.map((q) => ({ id: q.id, question: q.question })),
        },
        questions: item.questions.map((q) => ({
          id: q.id,
          question: q.question,
          key: { kind: 'short', accepted: q.accepted, model: q.model },
          points: 1,
          explanation: q.explanation,
        })),
      };
    case QuestionType.Composition:
      return {
        ...base,
        presented: {
          type: item.type,
          id: item.id,
          prompt: item.prompt,
          minChars: item.minChars,
          maxChars: item.maxChars,
        },
        questions: [
          {
            id: item.id,
            question: item.prompt,
            key: {
              kind: 'composition',
              prompt: item.prompt,
              keywords: item.keywords,
              minChars: item.minChars,
              maxChars: item.maxChars,
              level,
            },
            points: 1,
            explanation: '作文按连贯、语言、内容、结构四个方面评分（机器估计）。',
          },
        ],
      };
    case QuestionType.Say: {
      const retell = item.category === 'retell';
      const presented: PresentedItem = {
        type: item.type,
        id: item.id,
        category: item.category,
        prompt: item.prompt,
        text: retell ? null : (item.text ?? null),
        audio:
          retell && item.text ? { url: listeningKey([{ voice: 'female', text: item.text }], slow), seconds: 0 } : null,
        prepareSeconds: item.prepareSeconds,
        speakSeconds: item.speakSeconds,
      };
      return {
        ...base,
        presented,
        questions: [
          {
            id: item.id,
            question: item.prompt,
            key: {
              kind: 'spoken',
              category: item.category,
              text: item.text ?? null,
              readings: item.readings,
              speakSeconds: item.speakSeconds,
            },
            points: 1,
            explanation:
              retell || !item.text
                ? '口语按说话的流利程度和时长估计评分，内容不作评判。'
                : '朗读按声母、韵母、声调和流利程度评分。',
          },
        ],
        transcript: retell && item.text ? [{ voice: 'female', text: item.text }] : null,
      };
    }
  }
}

export const MODULE_ORDER = [
  ExamModule.Listening,
  ExamModule.Reading,
  ExamModule.Writing,
  ExamModule.Speaking,
] as const;

/** The four modules of an authored paper (MHK or diagnosis) as the engine takes them. */
export function engineModules(
  modules: Record<(typeof MODULE_ORDER)[number], { minutes: number; items: MhkItem[] }>,
  level: 1 | 2 | 3 | 4,
  slow = level <= 2,
): EngineModule[] {
  return MODULE_ORDER.map((name) => {
    const authored = modules[name];
    const items = authored.items.map((item) => engineItem(item, level, slow));
    if (name === ExamModule.Writing) {
      const objective = items.flatMap((item) => item.questions).filter((q) => q.key.kind !== 'composition');
      for (const question of items.flatMap((item) => item.questions)) {
        if (question.key.kind === 'composition')
          question.points = Math.round(objective.length * COMPOSITION_WEIGHT * 100) / 100;
      }
    }
    return { name, minutes: authored.minutes, items };
  });
}

/** An authored paper as the engine takes it. */
export function enginePaper(file: MhkPaperFile): EnginePaper {
  const modules = engineModules(file.modules, MHK_LEVEL_NUMBER[file.level]);
  const version = createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 32);
  return { exam: MHK_EXAM, paperId: file.id, version, title: file.title, level: file.level, modules };
}

/**
 * The MHK mock papers learners take (decision 069): the authored papers with those published from the
 * workspace (collection mhk-paper) laid over them by id, read through the shared database on every call.
 */
export class MhkPapers extends LaidOverPapers {
  constructor(contentDir: string, db: Kysely<Database>) {
    super(db, ContentCollection.MhkPaper, loadMhkPapers(contentDir).map(enginePaper), (file) =>
      enginePaper(MhkPaperFile.parse(file)),
    );
  }
}
