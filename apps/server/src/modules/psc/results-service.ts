import { text } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { ContentCollection } from '@hanyu/content/catalogue';
import { PscPartStatus } from '@hanyu/contracts/psc/exam';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import {
  RESULT_KINDS,
  RESULT_TREND_EVALUATIONS,
  RESULT_TREND_PERIODS,
  RESULT_TREND_SOUNDS,
  ResultKind,
  ResultSource,
  type LearnerResult,
  type ResultTrend,
} from '@hanyu/contracts/psc/results';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { ResourceTokens } from '../../platform/files/resource-token.ts';
import type { ExamRepository } from './exam-repository.ts';
import { examSoundTally, READ_PARTS } from './exam-sound-tally.ts';
import type { ResultFilter, ResultRow, ResultsRepository, TallyRow } from './results-repository.ts';
import { isEmptyTally, type SoundTally, type TalliedSyllable } from './sound-tally.ts';
import { soundTrendOverTime } from './sound-trend-periods.ts';

/** The content collection a result's resource id is in, by kind. */
const COLLECTION_OF: Partial<Record<ResultKind, ContentCollection>> = {
  [ResultKind.Passage]: ContentCollection.Passage,
  [ResultKind.Topic]: ContentCollection.Topic,
  [ResultKind.Eloquence]: ContentCollection.Eloquence,
  [ResultKind.MockExam]: ContentCollection.PscPaper,
};

function kindOf(activity: string): ResultKind {
  return (RESULT_KINDS as readonly string[]).includes(activity) ? (activity as ResultKind) : ResultKind.Practice;
}

interface PartResult {
  quality: { code: number | null };
  syllables: TalliedSyllable[];
}

/**
 * The learner's results (personalResult): what the three result tables hold, presented with the
 * titles of what they were about and a playable recording where one was kept; and the sounds that
 * went wrong over time, from the syllable results stored with each.
 */
export class LearnerResults {
  constructor(
    private readonly results: ResultsRepository,
    private readonly exams: ExamRepository,
    private readonly fileStore: FileStore,
    private readonly resourceTokens: ResourceTokens,
  ) {}

  async list(
    userId: string,
    filter: ResultFilter,
    page: number,
    pageSize: number,
  ): Promise<{ total: number; list: LearnerResult[]; byKind: Record<ResultKind, number> }> {
    const [byKind, rows] = await Promise.all([
      this.results.countByKind(userId, filter),
      this.results.page(userId, filter, page, pageSize),
    ]);
    const total =
      filter.kind === undefined ? Object.values(byKind).reduce((sum, n) => sum + n, 0) : byKind[filter.kind];
    return { total, byKind, list: await this.present(rows) };
  }

  private async present(rows: readonly ResultRow[]): Promise<LearnerResult[]> {
    const idsOf = (collection: ContentCollection) =>
      rows.flatMap((row) =>
        COLLECTION_OF[kindOf(row.activity)] === collection && row.resource_code ? [row.resource_code] : [],
      );
    const collections = Object.values(COLLECTION_OF);
    const [lessons, ...byCollection] = await Promise.all([
      this.results.titles(
        ContentCollection.Phonetics,
        rows.flatMap((row) => (row.lesson_key ? [row.lesson_key] : [])),
      ),
      ...collections.map((collection) => this.results.titles(collection, idsOf(collection))),
    ]);
    const titles = new Map(collections.map((collection, i) => [collection, byCollection[i]]));
    return rows.map((row) => {
      const kind = kindOf(row.activity);
      const practice = kind === ResultKind.Practice;
      const collection = COLLECTION_OF[kind];
      const titled = practice
        ? row.lesson_key
          ? lessons.get(row.lesson_key)
          : undefined
        : collection && row.resource_code
          ? titles.get(collection)?.get(row.resource_code)
          : undefined;
      return {
        id: row.id,
        kind,
        source: row.source as LearnerResult['source'],
        at: new Date(row.at).toISOString(),
        resourceId: practice ? null : row.resource_code,
        lessonKey: practice ? row.lesson_key : null,
        title: titled?.title ?? null,
        titleEn: titled?.titleEn ?? null,
        // A passage's row holds the whole passage: its title says what it was.
        targetText: practice ? row.target_text : null,
        targetPinyin: practice ? row.target_pinyin : null,
        score:
          row.total_hundredths !== null
            ? row.total_hundredths / 100
            : row.overall_score === null
              ? null
              : Number(row.overall_score),
        grade: row.grade,
        qualityCode: row.quality_code,
        recordingUrl: row.recording_key
          ? `/${row.recording_key}?resourceToken=${this.resourceTokens.issue(row.recording_key)}`
          : null,
      };
    });
  }

  /** Which sounds went wrong over the newest results of the filter, period by period. */
  async trend(userId: string, filter: ResultFilter, log: FastifyBaseLogger): Promise<ResultTrend> {
    const rows = await this.results.tallies(userId, filter, RESULT_TREND_EVALUATIONS);
    const entries = [];
    for (const row of rows) {
      const tally = await this.tallyOf(row, log);
      // Free speaking (a topic, an exercise) judges no syllables: it says nothing about a sound.
      if (tally && !isEmptyTally(tally)) entries.push({ at: new Date(row.at), tally });
    }
    return soundTrendOverTime(entries, RESULT_TREND_PERIODS, RESULT_TREND_SOUNDS);
  }

  private async tallyOf(row: TallyRow, log: FastifyBaseLogger): Promise<SoundTally | null> {
    if (row.problems !== null) return JSON.parse(row.problems) as SoundTally;
    if (row.source !== ResultSource.MockExam) return null;
    // A mock test submitted before tallies were kept: read its parts' results once, and keep the tally.
    try {
      const results = new Map<PscPart, PartResult>();
      for (const part of await this.exams.parts(row.id)) {
        if (part.status !== PscPartStatus.Evaluated || !part.result_key) continue;
        if (!READ_PARTS.includes(part.part as PscPart)) continue;
        const stream = await this.fileStore.read(part.result_key);
        if (stream) results.set(part.part as PscPart, JSON.parse(await text(stream)) as PartResult);
      }
      const tally = examSoundTally(results);
      await this.exams.keepProblems(row.id, JSON.stringify(tally));
      return tally;
    } catch (error) {
      // The trend goes on without this test rather than fail the learner's whole page.
      log.warn({ err: error, attemptId: row.id }, 'results: the sound tally of a mock test could not be read');
      return null;
    }
  }
}
