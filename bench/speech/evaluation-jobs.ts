/**
 * One evaluation the per-speaker benchmark asks for, and the compact outcome it keeps: a
 * recording (a cached WAV file) evaluated against a list of expected syllables, which may be its
 * own reading or one with a syllable replaced (another tone, the contrast partner, a gross
 * substitute). Outcomes hold only what the figures read, so they travel cheaply from the worker
 * threads (evaluation-pool.ts).
 */
import { readFile } from 'node:fs/promises';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import type {
  EvaluationResult,
  ExpectedSyllable,
  SyllableResult,
} from '../../packages/speech/src/evaluation/result-types.ts';
import { evaluateAs } from './speaker-options.ts';

/** What the benchmark keeps of a syllable's result (the engine's own type, cut to these fields). */
export type SyllableOutcome = Pick<
  SyllableResult,
  'status' | 'detectedTone' | 'toneConfidence' | 'initialCorrect' | 'finalCorrect' | 'toneCorrect' | 'contrasts'
>;

export interface ItemOutcome {
  /** The quality code of a refused recording (section 8), null when accepted. */
  refusedCode: number | null;
  /** Evaluation code 1-9 of a refusal or warning. */
  evaluationCode: number | null;
  /** Per expected syllable; empty when refused. */
  syllables: SyllableOutcome[];
  extraSyllables: number;
  /** Set when evaluate() threw: an engine bug, counted like a refusal and listed in the results. */
  error?: string;
}

export interface EvaluationJob {
  /** Unique within one pass: how the outcome is found again. */
  key: number;
  syllables: ExpectedSyllable[];
}

/** The jobs of one recording, run together so the engine's per-recording analysis cache serves them. */
export interface RecordingJobs {
  /** The speaker the recording is from: which evaluationOptionsFor applies. */
  speaker: string;
  wavPath: string;
  jobs: EvaluationJob[];
}

export interface JobOutcome {
  key: number;
  outcome: ItemOutcome;
}

export function outcomeOf(result: EvaluationResult): ItemOutcome {
  return {
    refusedCode: result.quality.code,
    evaluationCode: result.quality.evaluationCode,
    syllables:
      result.quality.code === null
        ? result.syllables.map((s) => ({
            status: s.status,
            detectedTone: s.detectedTone,
            toneConfidence: s.toneConfidence,
            initialCorrect: s.initialCorrect,
            finalCorrect: s.finalCorrect,
            toneCorrect: s.toneCorrect,
            contrasts: s.contrasts.map((c) => ({ ...c, pair: [c.pair[0], c.pair[1]] as const })),
          }))
        : [],
    extraSyllables: result.extraSyllables,
  };
}

export async function readSamples(wavPath: string): Promise<Float32Array> {
  return readWav(await readFile(wavPath)).samples;
}

/** The outcome of an evaluation that threw (or of a job whose outcome never came back). */
export function failedOutcome(error: unknown): ItemOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return { refusedCode: null, evaluationCode: null, syllables: [], extraSyllables: 0, error: message };
}

/** Runs one recording's jobs on this thread. */
export async function runRecordingJobs(work: RecordingJobs): Promise<JobOutcome[]> {
  const samples = await readSamples(work.wavPath);
  return work.jobs.map((job) => {
    try {
      return {
        key: job.key,
        outcome: outcomeOf(evaluateAs(work.speaker, samples, { kind: 'syllables', syllables: job.syllables })),
      };
    } catch (error) {
      return { key: job.key, outcome: failedOutcome(error) };
    }
  });
}
