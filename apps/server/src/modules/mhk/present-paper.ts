import type { ExamModule, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import type { ExamEngine, EnginePaper } from '../exam/index.ts';
import type { ListeningAudio } from './listening-audio.ts';

/** Every listening line of a paper's modules to synthesise, by file key. */
export function paperRecordings(
  paper: EnginePaper,
  scope: readonly ExamModule[],
): Map<string, { voice: 'female' | 'male'; text: string }[]> {
  const out = new Map<string, { voice: 'female' | 'male'; text: string }[]>();
  for (const module of paper.modules) {
    if (!scope.includes(module.name)) continue;
    for (const item of module.items) {
      if ('audio' in item.presented && item.presented.audio && item.transcript)
        out.set(item.presented.audio.url, item.transcript);
    }
  }
  return out;
}

/**
 * A paper's modules as the page takes them (MHK mock papers and diagnosis papers alike), its listening
 * recordings made first (once, then kept) so each carries its length.
 */
export async function presentPaper(
  paper: EnginePaper,
  scope: readonly ExamModule[],
  options: { engine: ExamEngine; audio: ListeningAudio; workers: number; slow: boolean },
): Promise<PresentedPaper> {
  const recordings = paperRecordings(paper, scope);
  const lengths = new Map<string, number>();
  // One recording per speech worker at a time, side by side: the pool's queue stays free for the
  // evaluations of other learners, and a paper's first visitor waits about 1/workers as long.
  const waiting = [...recordings];
  const next = async (): Promise<void> => {
    for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
      const [key, lines] = entry;
      lengths.set(key, await options.audio.length(key, lines, options.slow));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers) }, next));
  return {
    paperId: paper.paperId,
    title: paper.title,
    level: paper.level,
    modules: paper.modules
      .filter((module) => scope.includes(module.name))
      .map((module) => ({
        name: module.name,
        minutes: module.minutes,
        questionCount: module.items.reduce((sum, item) => sum + item.questions.length, 0),
        items: options.engine.presentItems(
          module.items.map((item) =>
            'audio' in item.presented && item.presented.audio
              ? {
                  ...item.presented,
                  audio: { ...item.presented.audio, seconds: lengths.get(item.presented.audio.url) ?? 0 },
                }
              : item.presented,
          ),
        ),
      })),
  };
}
