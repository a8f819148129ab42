import { text } from 'node:stream/consumers';
import { evaluationResultSchema } from '@hanyu/contracts/psc/evaluation-result';
import type { EvaluationKind, EvaluationRecord } from '@hanyu/contracts/psc/evaluation';
import { SoundPart, type HistoryEntry, type SoundTrend } from '@hanyu/contracts/psc/study';
import { appError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { ResourceTokens } from '../../platform/files/resource-token.ts';
import type { EvaluationRepository } from './evaluation-repository.ts';
import { addTally, emptyTally, type SoundTally } from './sound-tally.ts';

/** How many of the learner's last evaluations the trend reads. */
export const TREND_EVALUATIONS = 200;

type Row = NonNullable<Awaited<ReturnType<EvaluationRepository['find']>>>;

const PARTS = [
  ['initials', SoundPart.Initial],
  ['finals', SoundPart.Final],
  ['tones', SoundPart.Tone],
] as const;

function rate(entry: [number, number] | undefined): number | null {
  return entry && entry[1] > 0 ? entry[0] / entry[1] : null;
}

/**
 * The learner's side of pronunciation practice: past recordings with their scores (replayable),
 * and which sounds keep going wrong. Reads what EvaluationService stored.
 */
export class StudyProgress {
  constructor(
    private readonly records: EvaluationRepository,
    private readonly fileStore: FileStore,
    private readonly resourceTokens: ResourceTokens,
  ) {}

  private recordingUrl(key: string): string {
    return `/${key}?resourceToken=${this.resourceTokens.issue(key)}`;
  }

  private entryOf(row: Row): HistoryEntry {
    return {
      id: row.id,
      kind: row.kind,
      resourceCode: row.resource_code,
      targetText: row.target_text,
      targetPinyin: row.target_pinyin,
      createdAt: new Date(row.created_at).toISOString(),
      durationMs: row.duration_ms,
      qualityCode: row.quality_code,
      overall: row.overall_score,
      recordingUrl: this.recordingUrl(row.recording_key),
    };
  }

  async history(userId: string, resourceCode: string | undefined, page: number, pageSize: number) {
    const found = await this.records.page(userId, resourceCode, page, pageSize);
    return { total: found.total, list: found.rows.map((row) => this.entryOf(row)) };
  }

  /** One evaluation with its full result, read back from the file store. */
  async record(userId: string, id: string): Promise<EvaluationRecord> {
    const row = await this.records.find(userId, id);
    if (!row) throw appError('NoResource');
    const stream = await this.fileStore.read(row.result_key);
    if (!stream) throw appError('ResourceFetchFailed');
    const result = evaluationResultSchema.parse(JSON.parse(await text(stream)));
    return {
      id: row.id,
      kind: row.kind as EvaluationKind,
      category: row.category as EvaluationRecord['category'],
      createdAt: new Date(row.created_at).toISOString(),
      recordingUrl: this.recordingUrl(row.recording_key),
      result,
    };
  }

  /** Error rates per sound over the last evaluations, the older half against the newer. */
  async trend(userId: string): Promise<{ evaluations: number; sounds: SoundTrend[] }> {
    const tallies = (await this.records.recentProblems(userId, TREND_EVALUATIONS)).map(
      (json) => JSON.parse(json) as SoundTally,
    );
    const half = Math.floor(tallies.length / 2);
    const earlier = emptyTally();
    const recent = emptyTally();
    const all = emptyTally();
    tallies.forEach((tally, i) => {
      addTally(i < half ? earlier : recent, tally);
      addTally(all, tally);
    });
    const sounds: SoundTrend[] = [];
    for (const [part, name] of PARTS) {
      for (const [sound, [wrong, said]] of Object.entries(all[part])) {
        sounds.push({
          part: name,
          sound,
          said,
          wrong,
          earlierRate: rate(earlier[part][sound]),
          recentRate: rate(recent[part][sound]),
        });
      }
    }
    sounds.sort((a, b) => b.wrong - a.wrong || b.said - a.said || a.sound.localeCompare(b.sound));
    return { evaluations: tallies.length, sounds };
  }
}
