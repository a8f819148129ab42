import type { FastifyInstance } from 'fastify';
import { readText } from '@hanyu/content/reading';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { ExamEngine, ExamEngineRepository, type EnginePaper } from '../exam/index.ts';
import { mhkCompositionScorer } from './composition.ts';
import { ListeningAudio } from './listening-audio.ts';

/**
 * The exam engine as the MHK mock exams and the ability diagnosis run it: compositions scored by the
 * MHK scorer, listening synthesised, and an attempt's paper read as it was when the attempt began.
 */
export function mhkEngine(
  app: FastifyInstance,
  speech: SpeechPool,
  exam: string,
  papers: { current(paperId: string): EnginePaper | Promise<EnginePaper> },
) {
  const { platform } = app;
  const repository = new ExamEngineRepository(platform.db, platform.dialect);
  const audio = new ListeningAudio(platform.files, platform.fileStore, speech);
  const engine = new ExamEngine({
    exam,
    repository,
    fileStore: platform.fileStore,
    files: platform.files,
    speech,
    scoreComposition: mhkCompositionScorer(),
    readText,
    resourceUrl: (key) => `/${key}?resourceToken=${platform.resourceTokens.issue(key)}`,
    paperOf: async (attempt) => {
      const kept = await repository.paperVersion(exam, attempt.paper_id, attempt.paper_version);
      return kept ? (JSON.parse(kept) as EnginePaper) : await papers.current(attempt.paper_id);
    },
  });
  return { repository, audio, engine };
}
