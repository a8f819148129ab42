import { randomUUID } from 'node:crypto';
import { ContentCollection } from '@hanyu/content/catalogue';
import type { ParsedPayloadOf } from '@hanyu/contracts/protocol/contract';
import type { RecordDeviceResult } from '@hanyu/contracts/psc/device-result';
import { ResultKind } from '@hanyu/contracts/psc/results';
import { appError } from '../../platform/errors.ts';
import type { ContentTargets } from './content-targets.ts';
import type { DeviceEvaluationRepository } from './device-evaluation-repository.ts';
import { tallySounds } from './sound-tally.ts';

type Payload = ParsedPayloadOf<typeof RecordDeviceResult>;

/**
 * Keeps the result of an evaluation made on the learner's device (decisions 010 and 038): what it was
 * about is checked against the content (a passage's syllables must be the passage's, a lesson must
 * exist), the sound tally is worked out here from the syllables, as for a server evaluation.
 */
export class DeviceResults {
  constructor(
    private readonly devices: DeviceEvaluationRepository,
    private readonly targets: ContentTargets,
  ) {}

  async record(userId: string, payload: Payload): Promise<{ id: string }> {
    const { result } = payload;
    const about = await this.about(payload);
    const accepted = result.qualityCode === null;
    const id = await this.devices.keep({
      id: randomUUID().replaceAll('-', ''),
      userId,
      clientId: payload.clientId,
      ...about,
      durationMs: payload.durationMs,
      qualityCode: result.qualityCode,
      overallScore: result.scores?.overall ?? null,
      scores: result.scores ? JSON.stringify(result.scores) : null,
      syllables: JSON.stringify(result.syllables),
      problems: accepted ? JSON.stringify(tallySounds(result)) : null,
      createdAt: new Date(),
    });
    return { id };
  }

  private async about(payload: Payload) {
    const { passageId, topicId, exerciseId, lessonKey, pinyin, text, result } = payload;
    if (passageId !== undefined) {
      const passage = await this.targets.storedPassage(passageId);
      // The device judged the passage's own syllables (GetPassage sends them): anything else is not
      // a reading of this passage.
      const read = result.syllables.map((syllable) => syllable.expected.pinyin);
      if (read.length > 0 && read.join(' ') !== passage.expected.map((syllable) => syllable.pinyin).join(' ')) {
        throw appError('DeviceResultInvalid');
      }
      return { activity: ResultKind.Passage, resourceCode: passageId, ...noPractice };
    }
    if (topicId !== undefined || exerciseId !== undefined) {
      const collection = topicId !== undefined ? ContentCollection.Topic : ContentCollection.Eloquence;
      const id = topicId ?? exerciseId ?? '';
      const target = await this.targets.freeSpeaking(collection, id);
      return {
        activity: topicId !== undefined ? ResultKind.Topic : ResultKind.Eloquence,
        resourceCode: id,
        lessonKey: null,
        targetPinyin: null,
        targetText: target.text ?? null,
      };
    }
    await this.targets.requireLesson(lessonKey);
    return {
      activity: ResultKind.Practice,
      resourceCode: null,
      lessonKey: lessonKey ?? null,
      targetPinyin: pinyin ?? null,
      targetText: text ?? null,
    };
  }
}

const noPractice = { lessonKey: null, targetPinyin: null, targetText: null } as const;
