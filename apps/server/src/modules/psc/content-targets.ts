import { z } from 'zod';
import { ContentCollection } from '@hanyu/content/catalogue';
import { Limits } from '@hanyu/contracts/constants/limits';
import { EvaluationKind } from '@hanyu/contracts/psc/evaluation';
import { ResultKind } from '@hanyu/contracts/psc/results';
import { expectedSyllableSchema } from '@hanyu/contracts/psc/evaluation-result';
import { appError } from '../../platform/errors.ts';
import type { EvaluationTarget } from './evaluation-service.ts';
import type { StudyContentRepository } from './study-content-repository.ts';

const storedPassage = z.object({ text: z.string(), expected: z.array(expectedSyllableSchema) });
const titled = z.object({ title: z.string() });

/** Evaluation targets made from loaded learning content: what a passage, topic or exercise asks for. */
export class ContentTargets {
  constructor(private readonly content: StudyContentRepository) {}

  /** A passage's text and the syllables a reading of it is judged against. */
  async storedPassage(id: string): Promise<z.infer<typeof storedPassage>> {
    const found = await this.content.get(ContentCollection.Passage, id);
    if (found === null) throw appError('NoResource');
    return storedPassage.parse(found);
  }

  /** Reading a passage aloud: its reviewed syllables are what is expected. */
  async passage(id: string): Promise<EvaluationTarget> {
    const passage = await this.storedPassage(id);
    return {
      kind: EvaluationKind.Sentence,
      text: passage.text,
      resourceCode: id,
      activity: ResultKind.Passage,
      request: { kind: 'syllables', syllables: passage.expected },
    };
  }

  /** Speaking freely on a topic or exercise: spec section 5's 30 s with at least 10 s of speech. */
  async freeSpeaking(
    collection: typeof ContentCollection.Topic | typeof ContentCollection.Eloquence,
    id: string,
  ): Promise<EvaluationTarget> {
    const found = await this.content.get(collection, id);
    if (found === null) throw appError('NoResource');
    return {
      kind: EvaluationKind.Sentence,
      text: titled.parse(found).title,
      resourceCode: id,
      activity: collection === ContentCollection.Topic ? ResultKind.Topic : ResultKind.Eloquence,
      request: {
        kind: 'free',
        minSeconds: Limits.speakingRequiredSeconds,
        minSpeechSeconds: Limits.speakingEffectiveSeconds,
      },
    };
  }

  /** Refuses a learning entry the catalogue does not have (a practice's link back must lead somewhere). */
  async requireLesson(key: string | undefined): Promise<void> {
    if (key !== undefined && (await this.content.get(ContentCollection.Phonetics, key)) === null) {
      throw appError('NoResource');
    }
  }
}
