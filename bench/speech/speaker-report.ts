/**
 * One speaker measured and reported in the common shape (`speakers.<id>` of speech.json): the
 * own-reading pass on the main thread (timed), the derived passes on the worker pool, then the
 * figures of speaker-figures.ts and contrast-figures.ts.
 */
import { relative } from 'node:path';
import { contrastFigures, type ContrastFigures } from './contrast-figures.ts';
import { REPO_ROOT } from './bench-settings.ts';
import { failedOutcome } from './evaluation-jobs.ts';
import type { EvaluationPool } from './evaluation-pool.ts';
import {
  flaggedFigures,
  grossFigures,
  perToneFigures,
  round,
  toneFigures,
  type DerivedRecord,
  type FlaggedFigures,
  type GrossFigures,
  type OwnRecord,
  type ToneFigures,
} from './speaker-figures.ts';
import { optionsDescriptionFor, type OptionsDescription } from './speaker-options.ts';
import {
  buildDerivedJobs,
  runDerivedJobs,
  runOwnPass,
  runWarmPass,
  sampledPositions,
  type DerivedKind,
  type DerivedSamples,
  type OwnPass,
} from './speaker-passes.ts';
import type { SpeakerSet } from './speakers.ts';
import type { SyllableInventory } from './syllable-inventory.ts';

export interface SpeakerMeasurement {
  set: SpeakerSet;
  own: OwnPass;
  ownRecords: OwnRecord[];
  derived: Record<DerivedKind, DerivedRecord[]>;
  /** The warm pass: the same recordings with the speaker's own profile from her earlier ones. */
  warm: { records: OwnRecord[]; profileUsed: number };
  samples: DerivedSamples;
  seconds: number;
}

export async function measureSpeaker(
  set: SpeakerSet,
  inventory: SyllableInventory,
  samples: DerivedSamples,
  pool: EvaluationPool,
  log: (message: string) => void,
): Promise<SpeakerMeasurement> {
  const started = performance.now();
  log(`${set.speaker}: evaluate() on ${set.items.length} recordings against their own reading (timed, one thread) ...`);
  const own = await runOwnPass(set.speaker, set.items, (done, total) => log(`  ${done}/${total}`));
  const jobs = buildDerivedJobs(set, own, inventory, samples);
  log(
    `${set.speaker}: ${jobs.length} evaluations against another tone, the contrast partner or a gross substitute (${pool.size} workers) ...`,
  );
  let reported = 0;
  const outcomes = await runDerivedJobs(set, jobs, pool, (done, total) => {
    if (done - reported >= 5000 || done === total) {
      reported = done;
      log(`  ${done}/${total}`);
    }
  });
  const failed = failedOutcome('no outcome');
  const derived: Record<DerivedKind, DerivedRecord[]> = { tone: [], partner: [], gross: [] };
  for (const job of jobs) {
    const item = set.items[job.item];
    if (item) derived[job.kind].push({ job, item, outcome: outcomes.get(job.key) ?? failed });
  }
  const ownRecords = set.items.map((item, k) => ({ item, outcome: own.outcomes[k] ?? failed }));
  log(`${set.speaker}: every recording again, in order, with a voice profile from her earlier ones ...`);
  const warmPass = await runWarmPass(set.speaker, set.items);
  const warm = {
    records: set.items.map((item, k) => ({ item, outcome: warmPass.outcomes[k] ?? failed })),
    profileUsed: warmPass.profileUsed,
  };
  return { set, own, ownRecords, derived, warm, samples, seconds: (performance.now() - started) / 1000 };
}

export interface SpeakerSection {
  speaker: string;
  description: string;
  sourceDir: string;
  available: number;
  recordings: number;
  isolatedRecordings: number;
  wordRecordings: number;
  syllables: number;
  audioSeconds: number;
  limited: boolean;
  skipped: { count: number; first: SpeakerSet['skipped'] };
  refused: { count: number; codes: Record<string, number>; first: { id: string; code: number | null }[] };
  errors: { count: number; first: { id: string; error: string }[] };
  extraSyllableRecordings: number;
  evaluatedWith: OptionsDescription;
  derivedPasses: Record<string, unknown>;
  tones: { isolated: ToneFigures | null; inWords: ToneFigures | null };
  flagged: FlaggedFigures;
  warm: {
    note: string;
    profileUsed: number;
    tones: { isolated: ToneFigures | null; inWords: ToneFigures | null };
    flagged: FlaggedFigures;
  };
  contrastPairs: ContrastFigures;
  perTone: { isolated: ReturnType<typeof perToneFigures>; inWords: ReturnType<typeof perToneFigures> };
  grossSubstitutions: GrossFigures | null;
  realTimeFactor: { value: number; wallRealTimeFactor: number; cpuSeconds: number; audioSeconds: number; note: string };
  seconds: number;
}

const FIRST = 30;

export function speakerSection(m: SpeakerMeasurement, limited: boolean): SpeakerSection {
  const { set, own, ownRecords, derived } = m;
  const isolated = ownRecords.filter((r) => r.item.isolated);
  const words = ownRecords.filter((r) => !r.item.isolated);
  const audioSeconds = own.audioSeconds.reduce((a, b) => a + b, 0);
  const refused = ownRecords.filter((r) => r.outcome.refusedCode !== null);
  const errors = ownRecords.filter((r) => r.outcome.error !== undefined);
  const codes: Record<string, number> = {};
  for (const r of refused) codes[String(r.outcome.refusedCode)] = (codes[String(r.outcome.refusedCode)] ?? 0) + 1;
  const partnerPositions = sampledPositions(set.items.length, m.samples.partner);
  const partnerSample = new Set(set.items.filter((_, k) => partnerPositions.has(k)).map((item) => item.id));
  const toneRecords = (isolatedOnly: boolean) => derived.tone.filter((r) => r.item.isolated === isolatedOnly);
  const sampleNote = (sample: number | null) =>
    sample === null || sample >= set.items.length
      ? 'all recordings'
      : `${sample} evenly spaced recordings of ${set.items.length}`;
  return {
    speaker: set.speaker,
    description: set.description,
    sourceDir: relative(REPO_ROOT, set.sourceDir),
    available: set.available,
    recordings: set.items.length,
    isolatedRecordings: isolated.length,
    wordRecordings: words.length,
    syllables: set.items.reduce((sum, item) => sum + item.expected.length, 0),
    audioSeconds: round(audioSeconds, 1),
    limited,
    skipped: { count: set.skipped.length, first: set.skipped.slice(0, FIRST) },
    refused: {
      count: refused.length,
      codes,
      first: refused.slice(0, FIRST).map((r) => ({ id: r.item.id, code: r.outcome.refusedCode })),
    },
    errors: {
      count: errors.length,
      first: errors.slice(0, 10).map((r) => ({ id: r.item.id, error: r.outcome.error ?? '' })),
    },
    extraSyllableRecordings: ownRecords.filter((r) => r.outcome.extraSyllables > 0).length,
    evaluatedWith: optionsDescriptionFor(set.speaker),
    derivedPasses: {
      tone: { recordings: 'all recordings with a syllable of tone 1-4', evaluations: derived.tone.length },
      partner: { recordings: sampleNote(m.samples.partner), evaluations: derived.partner.length },
      gross: { recordings: sampleNote(m.samples.gross), evaluations: derived.gross.length },
      note: 'tone: one syllable per recording judged against one of the three other tones (chosen by index); gross: two substitutes per recording, same tone, other initial and other final, chosen by index from the syllables speaker A recorded',
    },
    tones: { isolated: toneFigures(isolated), inWords: toneFigures(words) },
    flagged: flaggedFigures(ownRecords),
    warm: {
      note: "every recording again in the speaker's list order, with the voice profile a learner would have: built only from her earlier recordings, used from the 6th; the other figures of this section are cold (no profile)",
      profileUsed: m.warm.profileUsed,
      tones: {
        isolated: toneFigures(m.warm.records.filter((r) => r.item.isolated)),
        inWords: toneFigures(m.warm.records.filter((r) => !r.item.isolated)),
      },
      flagged: flaggedFigures(m.warm.records),
    },
    contrastPairs: contrastFigures(ownRecords, derived.partner, (item) => partnerSample.has(item.id)),
    perTone: {
      isolated: perToneFigures(isolated, toneRecords(true)),
      inWords: perToneFigures(words, toneRecords(false)),
    },
    grossSubstitutions: grossFigures(derived.gross),
    realTimeFactor: {
      value: audioSeconds > 0 ? round(own.cpuSeconds / audioSeconds) : 0,
      wallRealTimeFactor: audioSeconds > 0 ? round(own.wallSeconds / audioSeconds) : 0,
      cpuSeconds: round(own.cpuSeconds, 2),
      audioSeconds: round(audioSeconds, 1),
      note: 'CPU time of evaluate() over audio time, own readings, one thread (process CPU clock, so other work in the process counts)',
    },
    seconds: round(m.seconds, 1),
  };
}
