import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NoticeKind, NoticeRoute } from '@hanyu/contracts/usercenter/notices';
import {
  MODEL_READING_AUDIO_PREFIX,
  ReadingShareState,
  type AdminReadingShare,
  type ModelReading,
  type MyReadingShare,
} from '@hanyu/contracts/portal/model-reading';
import { appError } from '../../platform/errors.ts';
import { audit } from '../../platform/auth/audit-log.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { ResourceTokens } from '../../platform/files/resource-token.ts';
import { noticeTitle, type Notices } from '../notice/index.ts';
import { ModelReadingRepository, type ShareRow } from './model-reading-repository.ts';
import { shareRefusal, shareTransition, type ShareAction } from './reading-share-rules.ts';

/** The audit actions of the administrators' decisions. */
export const ReadingAuditAction = { Approve: 'reading.approve', Hide: 'reading.hide' } as const;

function moved(current: ReadingShareState | null, action: ShareAction): ReadingShareState {
  const next = shareTransition(current, action);
  if ('error' in next) throw appError(next.error);
  return next.state;
}

/**
 * Shared readings: a learner shares a scored passage reading, an administrator approves or hides it,
 * everyone hears the approved ones. Public answers carry only the nickname, the score and the public
 * audio address; the reader and the administrators hear any state through a resource token.
 */
export class ModelReadings {
  private readonly repository: ModelReadingRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: ResourceTokens,
    private readonly notices: Notices,
  ) {
    this.repository = new ModelReadingRepository(db);
  }

  private publicReading(row: ShareRow): ModelReading {
    return {
      id: row.id,
      passageId: row.passageId,
      passageTitle: row.passageTitle,
      reader: row.reader,
      score: row.score,
      durationMs: row.durationMs,
      sharedAt: row.createdAt,
      audioUrl: `${MODEL_READING_AUDIO_PREFIX}${row.id}`,
    };
  }

  /** Own and administrators' views: the recording by its protected address, whatever the state. */
  private mine(row: ShareRow): MyReadingShare {
    const key = row.recordingKey;
    return {
      ...this.publicReading(row),
      audioUrl: `/${key}?resourceToken=${this.tokens.issue(key)}`,
      state: row.state,
    };
  }

  private admin(row: ShareRow): AdminReadingShare {
    return { ...this.mine(row), userId: row.userId, decidedAt: row.decidedAt, decidedBy: row.decidedBy };
  }

  private async found(id: string): Promise<ShareRow> {
    const row = await this.repository.find(id);
    if (!row) throw appError('ReadingShareUnknown');
    return row;
  }

  async share(userId: string, evaluationId: string): Promise<MyReadingShare> {
    const record = await this.repository.evaluation(evaluationId);
    const refusal = shareRefusal(
      record && {
        userId: record.user_id,
        activity: record.activity,
        resourceCode: record.resource_code,
        qualityCode: record.quality_code,
        overallScore: record.overall_score,
      },
      userId,
    );
    if (refusal || !record?.resource_code || record.overall_score === null) {
      throw appError(refusal ?? 'ReadingNotScored');
    }
    const existing = await this.repository.findByEvaluation(evaluationId);
    const state = moved(existing?.state ?? null, 'share');
    if (!existing) {
      await this.repository.insert({
        id: randomUUID().replaceAll('-', ''),
        userId,
        passageId: record.resource_code,
        evaluationId,
        recordingKey: record.recording_key,
        score: record.overall_score,
        durationMs: record.duration_ms,
        createdAt: new Date(),
      });
    } else if (state !== existing.state) {
      await this.repository.setState(existing.id, state, undefined, new Date());
    }
    const row = await this.repository.findByEvaluation(evaluationId);
    if (!row) throw appError('ReadingShareUnknown');
    return this.mine(row);
  }

  async withdraw(userId: string, id: string): Promise<MyReadingShare> {
    const row = await this.found(id);
    // Another learner's share is as unknown to the caller as one that does not exist.
    if (row.userId !== userId) throw appError('ReadingShareUnknown');
    const state = moved(row.state, 'withdraw');
    if (state !== row.state) await this.repository.setState(id, state);
    return this.mine(await this.found(id));
  }

  async minePage(userId: string, page: number, pageSize: number) {
    const { total, rows } = await this.repository.minePage(userId, page, pageSize);
    return { total, list: rows.map((row) => this.mine(row)) };
  }

  async approvedPage(page: number, pageSize: number) {
    const { total, rows } = await this.repository.approvedPage(page, pageSize);
    return { total, list: rows.map((row) => this.publicReading(row)) };
  }

  /** An approved reading; anything else is NoResource, as if it did not exist. */
  async approved(id: string): Promise<ShareRow> {
    const row = await this.repository.find(id);
    if (!row || row.state !== ReadingShareState.Approved) throw appError('NoResource');
    return row;
  }

  async approvedReading(id: string): Promise<ModelReading> {
    return this.publicReading(await this.approved(id));
  }

  async adminPage(state: ReadingShareState | undefined, page: number, pageSize: number) {
    const { total, rows } = await this.repository.adminPage(state, page, pageSize);
    return { total, list: rows.map((row) => this.admin(row)) };
  }

  /**
   * An administrator's approve or hide, with its audit entry in the same transaction; an approval tells
   * the reader (a notice saved with it, pushed once it commits).
   */
  async decide(adminId: string, id: string, action: 'approve' | 'hide'): Promise<AdminReadingShare> {
    await this.notices.transaction(async (trx, notify) => {
      const repository = new ModelReadingRepository(trx);
      const row = await repository.find(id);
      if (!row) throw appError('ReadingShareUnknown');
      const state = moved(row.state, action);
      if (state === row.state) return;
      const at = new Date();
      await repository.setState(id, state, { by: adminId, at });
      await audit(
        trx,
        { userId: adminId },
        {
          action: action === 'approve' ? ReadingAuditAction.Approve : ReadingAuditAction.Hide,
          targetType: 'readingShare',
          targetId: id,
          detail: { from: row.state, to: state, passageId: row.passageId, reader: row.userId },
        },
        at,
      );
      if (state === ReadingShareState.Approved) {
        await notify([
          {
            userId: row.userId,
            kind: NoticeKind.ReadingApproved,
            title: noticeTitle(`你分享的朗读已通过审核：${row.passageTitle}`),
            link: { route: NoticeRoute.ModelReadings, query: {} },
          },
        ]);
      }
    });
    return this.admin(await this.found(id));
  }
}
