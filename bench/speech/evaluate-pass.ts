/**
 * Every development recording through the real path, evaluate(), against its own syllable: the
 * tones it reports, how long it takes, whether clean recordings pass the quality gate and map to
 * exactly one syllable. The tone figures are what a learner would be told: evaluate() passes the
 * expected tone to the classifier, which lets it tip a contour that fits two tones equally
 * (tones/tone-classifier.ts); the wrong-tone pass below measures what that costs.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { EvaluationCode } from '@hanyu/contracts/errors/speech-codes';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import type { EvaluationResult, Tone } from '../../packages/speech/src/evaluation/result-types.ts';
import { evenlySpaced, type Recording } from './development-set.ts';

const TONES: Tone[] = [1, 2, 3, 4, 5];

export interface OwnEvaluation {
  recording: Recording;
  result: EvaluationResult;
}

export interface ToneFigures {
  /** Tone 1-4 files evaluated (refused ones excluded and counted in `refused`). */
  files: number;
  accuracy: number;
  perTone: Record<'1' | '2' | '3' | '4', number>;
  /** confusion[said - 1][heard - 1] over tones 1-5 (row 5: the neutral-tone files). */
  confusion: number[][];
  /** Files with no tone heard (too little voice). */
  noTone: number;
  errors: { file: string; said: Tone; heard: Tone | null; confidence: number }[];
}

export interface EvaluatePassFigures {
  files: number;
  audioSeconds: number;
  /** CPU seconds of evaluate() (process user + system time), and wall seconds. */
  cpuSeconds: number;
  wallSeconds: number;
  /** CPU time over audio time: the single-thread real-time factor. */
  realTimeFactor: number;
  wallRealTimeFactor: number;
  /** Clean recordings refused by the quality gate (should be none). */
  refused: { file: string; code: number | null }[];
  /** Files whose name is not a Mandarin syllable (evaluation code 7), left out of the figures. */
  notSyllables: string[];
  /** Clean single-syllable recordings where the aligner found more than one syllable. */
  extraSyllableFiles: string[];
  statusCounts: Record<string, number>;
  tones: ToneFigures;
}

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export function requestFor(pinyin: string, tone: Tone) {
  return { kind: 'pinyin', pinyin: `${pinyin}${tone}` } as const;
}

export function runEvaluatePass(recordings: readonly Recording[]): {
  figures: EvaluatePassFigures;
  evaluations: OwnEvaluation[];
} {
  const evaluations: OwnEvaluation[] = [];
  let cpu = 0;
  let wall = 0;
  let audio = 0;
  for (const recording of recordings) {
    const cpuStart = cpuSeconds();
    const wallStart = performance.now();
    const result = evaluate(recording.samples, requestFor(recording.pinyin, recording.tone));
    cpu += cpuSeconds() - cpuStart;
    wall += (performance.now() - wallStart) / 1000;
    audio += recording.samples.length / 16000;
    evaluations.push({ recording, result });
  }

  const confusion = TONES.map(() => TONES.map(() => 0));
  const hits = { 1: [0, 0], 2: [0, 0], 3: [0, 0], 4: [0, 0] } as Record<1 | 2 | 3 | 4, [number, number]>;
  const errors: ToneFigures['errors'] = [];
  const statusCounts: Record<string, number> = {};
  const refused: EvaluatePassFigures['refused'] = [];
  const notSyllables: string[] = [];
  const extraSyllableFiles: string[] = [];
  let noTone = 0;
  for (const { recording, result } of evaluations) {
    if (result.quality.evaluationCode === EvaluationCode.ContentProblem) {
      notSyllables.push(recording.file);
      continue;
    }
    if (result.quality.code !== null || result.syllables.length === 0) {
      refused.push({ file: recording.file, code: result.quality.code });
      continue;
    }
    if (result.extraSyllables > 0) extraSyllableFiles.push(recording.file);
    const syllable = result.syllables[0];
    if (!syllable) continue;
    statusCounts[syllable.status] = (statusCounts[syllable.status] ?? 0) + 1;
    const heard = syllable.status === SyllableStatus.Missing ? null : syllable.detectedTone;
    if (heard === null) noTone += 1;
    else {
      const row = confusion[recording.tone - 1] as number[];
      row[heard - 1] = (row[heard - 1] ?? 0) + 1;
    }
    if (recording.tone === 5) continue;
    const tally = hits[recording.tone];
    tally[1] += 1;
    if (heard === recording.tone) tally[0] += 1;
    else errors.push({ file: recording.file, said: recording.tone, heard, confidence: syllable.toneConfidence });
  }
  const share = ([hit, all]: [number, number]) => (all > 0 ? hit / all : 0);
  const scored = Object.values(hits).reduce((sum, [, all]) => sum + all, 0);
  const correct = Object.values(hits).reduce((sum, [hit]) => sum + hit, 0);
  return {
    evaluations,
    figures: {
      files: recordings.length,
      audioSeconds: audio,
      cpuSeconds: cpu,
      wallSeconds: wall,
      realTimeFactor: audio > 0 ? cpu / audio : 0,
      wallRealTimeFactor: audio > 0 ? wall / audio : 0,
      refused,
      notSyllables,
      extraSyllableFiles,
      statusCounts,
      tones: {
        files: scored,
        accuracy: scored > 0 ? correct / scored : 0,
        perTone: { '1': share(hits[1]), '2': share(hits[2]), '3': share(hits[3]), '4': share(hits[4]) },
        confusion,
        noTone,
        errors,
      },
    },
  };
}

export interface WrongToneFigures {
  files: number;
  /** Share of recordings evaluated against a tone they do not have that got toneCorrect = false. */
  detectionRate: number;
  missed: { file: string; said: Tone; expected: Tone }[];
}

/**
 * A sample of tone 1-4 recordings evaluated against another tone (the next one, 4 wraps to 1):
 * evaluate() must report a tone error. This is the other half of the tone figure, since the
 * expected tone is passed to the classifier.
 */
export function runWrongTonePass(recordings: readonly Recording[], count: number): WrongToneFigures {
  const toned = evenlySpaced(
    recordings.filter((r) => r.tone !== 5),
    count,
  );
  const missed: WrongToneFigures['missed'] = [];
  let evaluated = 0;
  for (const recording of toned) {
    const expected = ((recording.tone % 4) + 1) as Tone;
    const result = evaluate(recording.samples, requestFor(recording.pinyin, expected));
    const syllable = result.syllables[0];
    if (!syllable || syllable.status === SyllableStatus.Missing) continue;
    evaluated += 1;
    if (syllable.toneCorrect) missed.push({ file: recording.file, said: recording.tone, expected });
  }
  return { files: evaluated, detectionRate: evaluated > 0 ? 1 - missed.length / evaluated : 0, missed };
}
