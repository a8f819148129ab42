/**
 * The per-speaker figures, the same for every speaker (speaker A isolated syllables, speaker B
 * characters and words), from the passes of speaker-passes.ts:
 * - tones: accuracy on isolated syllables (tones 1-4) and per syllable in words (the expected tone
 *   after sandhi; neutral tones are not judged), confusion matrices and per-tone accuracy; a
 *   refused recording (or a missing syllable) counts as wrong, in the confusion column "none";
 * - flagged: correct readings flagged wrong, the share of syllables with status other than 0
 *   (a refused recording's syllables count as flagged), and initialCorrect / finalCorrect false
 *   per expected initial and final (accepted, non-missing syllables);
 * - perTone: false alarms (the tone said, judged wrong) and detection (judged against another
 *   tone, flagged; refused copies are left out and counted);
 * - grossSubstitutions: the substituted syllable's status is not 0 (refusals are not caught).
 * Contrast pairs are in contrast-figures.ts.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { ExpectedSyllable, Tone } from '../../packages/speech/src/evaluation/result-types.ts';
import type { ItemOutcome, SyllableOutcome } from './evaluation-jobs.ts';
import type { DerivedJob } from './speaker-passes.ts';
import type { SpeakerItem } from './speakers.ts';

export interface OwnRecord {
  item: SpeakerItem;
  outcome: ItemOutcome;
}

export interface DerivedRecord {
  job: DerivedJob;
  item: SpeakerItem;
  outcome: ItemOutcome;
}

export interface Rate {
  rate: number | null;
  count: number;
  of: number;
}

export function round(value: number, digits = 4): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function rate(count: number, of: number): Rate {
  return { rate: of > 0 ? round(count / of) : null, count, of };
}

const JUDGED_TONES = [1, 2, 3, 4] as const;
type JudgedTone = (typeof JUDGED_TONES)[number];

function isJudged(tone: Tone): tone is JudgedTone {
  return tone !== 5;
}

/** The outcome of one expected syllable: null when its recording was refused or evaluate() threw. */
function syllableOf(outcome: ItemOutcome, slot: number): SyllableOutcome | null {
  if (outcome.refusedCode !== null || outcome.error !== undefined) return null;
  return outcome.syllables[slot] ?? null;
}

function isMissing(syllable: SyllableOutcome | null): boolean {
  return syllable === null || syllable.status === SyllableStatus.Missing;
}

export interface ToneFigures {
  syllables: number;
  accuracy: number | null;
  perTone: Record<string, Rate>;
  /** rows: tone said 1-4; columns: tone heard 1-5, then "none" (refused, missing or no tone). */
  confusion: number[][];
  confusionNote: string;
  /** Share the engine told the learner was right (toneCorrect), refusals counted wrong. */
  toneCorrect: Rate;
  /** Syllables whose expected tone differs from the citation tone (third-tone, 一 and 不 sandhi). */
  sandhi: Rate | null;
  /** Neutral-tone syllables, not judged. */
  neutralNotJudged: number;
}

/** Tone figures over the syllables of `records` (pass isolated or word recordings). */
export function toneFigures(records: readonly OwnRecord[]): ToneFigures | null {
  const confusion = JUDGED_TONES.map(() => [0, 0, 0, 0, 0, 0]);
  const hits: Record<string, [number, number]> = { '1': [0, 0], '2': [0, 0], '3': [0, 0], '4': [0, 0] };
  let told = 0;
  let sandhiHit = 0;
  let sandhiAll = 0;
  let neutral = 0;
  for (const { item, outcome } of records) {
    item.expected.forEach((expected, slot) => {
      const said = expected.expectedTone;
      if (!isJudged(said)) {
        neutral += 1;
        return;
      }
      const syllable = syllableOf(outcome, slot);
      const heard = isMissing(syllable) ? null : (syllable?.detectedTone ?? null);
      const row = confusion[said - 1] as number[];
      row[heard === null ? 5 : heard - 1] = (row[heard === null ? 5 : heard - 1] ?? 0) + 1;
      const tally = hits[String(said)] as [number, number];
      tally[1] += 1;
      if (heard === said) tally[0] += 1;
      if (!isMissing(syllable) && syllable?.toneCorrect) told += 1;
      if (expected.citationTone !== said) {
        sandhiAll += 1;
        if (heard === said) sandhiHit += 1;
      }
    });
  }
  const all = Object.values(hits).reduce((sum, [, n]) => sum + n, 0);
  if (all === 0) return null;
  const correct = Object.values(hits).reduce((sum, [hit]) => sum + hit, 0);
  return {
    syllables: all,
    accuracy: round(correct / all),
    perTone: Object.fromEntries(Object.entries(hits).map(([tone, [hit, n]]) => [tone, rate(hit, n)])),
    confusion,
    confusionNote: 'rows: expected tone 1-4; columns: tone heard 1-5, then none (refused, missing, no pitch)',
    toneCorrect: rate(told, all),
    sandhi: sandhiAll > 0 ? rate(sandhiHit, sandhiAll) : null,
    neutralNotJudged: neutral,
  };
}

function topList(tallies: Map<string, [number, number]>, minimum: number): string[] {
  return [...tallies.entries()]
    .filter(([, [, n]]) => n >= minimum)
    .sort(([a, [fa, na]], [b, [fb, nb]]) => fb / nb - fa / na || nb - na || (a < b ? -1 : 1))
    .filter(([, [flagged]]) => flagged > 0)
    .slice(0, 12)
    .map(([part, [flagged, n]]) => `${part} ${Math.round((100 * flagged) / n)}% (${flagged}/${n})`);
}

export interface FlaggedFigures {
  /** Syllables of correct readings with status other than 0 (refused recordings' syllables included). */
  flagged: Rate;
  isolated: Rate;
  inWords: Rate;
  byStatus: Record<string, number>;
  /** initialCorrect false per expected initial ("∅" = no initial): top shares, then every initial. */
  initials: { top: string[]; all: Record<string, Rate> };
  finals: { top: string[]; all: Record<string, Rate> };
  note: string;
}

/** Parts seen fewer times than this are left out of the top lists (they stay in `all`). */
const TOP_LIST_MINIMUM = 10;

export function flaggedFigures(records: readonly OwnRecord[]): FlaggedFigures {
  const byStatus: Record<string, number> = {};
  const counts = { all: [0, 0], isolated: [0, 0], words: [0, 0] };
  const initials = new Map<string, [number, number]>();
  const finals = new Map<string, [number, number]>();
  for (const { item, outcome } of records) {
    item.expected.forEach((expected: ExpectedSyllable, slot) => {
      const syllable = syllableOf(outcome, slot);
      const status = syllable === null ? (outcome.error !== undefined ? 'error' : 'refused') : String(syllable.status);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const flagged = syllable === null || syllable.status !== SyllableStatus.Correct;
      for (const tally of [counts.all, item.isolated ? counts.isolated : counts.words]) {
        tally[1] = (tally[1] ?? 0) + 1;
        if (flagged) tally[0] = (tally[0] ?? 0) + 1;
      }
      if (isMissing(syllable) || !syllable) return;
      count(initials, expected.initial === '' ? '∅' : expected.initial, !syllable.initialCorrect);
      count(finals, expected.final, !syllable.finalCorrect);
    });
  }
  const all = (map: Map<string, [number, number]>) =>
    Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, [f, n]]) => [k, rate(f, n)]));
  return {
    flagged: rate(counts.all[0] ?? 0, counts.all[1] ?? 0),
    isolated: rate(counts.isolated[0] ?? 0, counts.isolated[1] ?? 0),
    inWords: rate(counts.words[0] ?? 0, counts.words[1] ?? 0),
    byStatus,
    initials: { top: topList(initials, TOP_LIST_MINIMUM), all: all(initials) },
    finals: { top: topList(finals, TOP_LIST_MINIMUM), all: all(finals) },
    note: `every syllable of the correct readings, neutral tones included; top lists: parts seen at least ${TOP_LIST_MINIMUM} times, share with initialCorrect / finalCorrect false`,
  };
}

/** Adds one case to a [hits, cases] tally. */
export function count<K>(map: Map<K, [number, number]>, key: K, hit: boolean): void {
  const tally = map.get(key) ?? [0, 0];
  tally[1] += 1;
  if (hit) tally[0] += 1;
  map.set(key, tally);
}

export interface PerToneFigures {
  /** The tone said, judged wrong (toneCorrect false, missing or refused). */
  falseAlarm: Rate;
  /** Judged against another tone: toneCorrect false (refused or missing copies left out). */
  detection: Rate;
}

export function perToneFigures(
  own: readonly OwnRecord[],
  toneJobs: readonly DerivedRecord[],
): { perTone: Record<string, PerToneFigures>; byTonePair: Record<string, Rate>; notJudged: number } | null {
  const falseAlarms = new Map<number, [number, number]>();
  const detections = new Map<number, [number, number]>();
  const pairs = new Map<string, [number, number]>();
  for (const { item, outcome } of own) {
    item.expected.forEach((expected, slot) => {
      if (!isJudged(expected.expectedTone)) return;
      const syllable = syllableOf(outcome, slot);
      count(falseAlarms, expected.expectedTone, isMissing(syllable) || !syllable?.toneCorrect);
    });
  }
  let notJudged = 0;
  for (const { job, outcome } of toneJobs) {
    const syllable = syllableOf(outcome, job.slot);
    if (isMissing(syllable) || !syllable || job.said === undefined || job.against === undefined) {
      notJudged += 1;
      continue;
    }
    count(detections, job.said, !syllable.toneCorrect);
    count(pairs, `${job.said}>${job.against}`, !syllable.toneCorrect);
  }
  if (falseAlarms.size === 0) return null;
  const asRate = (tally: [number, number] | undefined) => rate(tally?.[0] ?? 0, tally?.[1] ?? 0);
  return {
    perTone: Object.fromEntries(
      JUDGED_TONES.map((t) => [
        String(t),
        { falseAlarm: asRate(falseAlarms.get(t)), detection: asRate(detections.get(t)) },
      ]),
    ),
    byTonePair: Object.fromEntries(
      [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, asRate(v)]),
    ),
    notJudged,
  };
}

export interface GrossFigures {
  /** The substituted syllable's status is not 0; refused copies count as not caught. */
  caught: Rate;
  /** Caught as an initial or final error (statuses 1, 2, 3, 5, 6): the reason it should be caught. */
  caughtAsSegmental: Rate;
  isolated: Rate;
  inWords: Rate;
  byStatus: Record<string, number>;
}

const SEGMENTAL: ReadonlySet<number> = new Set([
  SyllableStatus.InitialError,
  SyllableStatus.FinalError,
  SyllableStatus.InitialAndFinal,
  SyllableStatus.InitialAndTone,
  SyllableStatus.FinalAndTone,
]);

export function grossFigures(records: readonly DerivedRecord[]): GrossFigures | null {
  if (records.length === 0) return null;
  const byStatus: Record<string, number> = {};
  let caught = 0;
  let segmental = 0;
  const split = { isolated: [0, 0], words: [0, 0] };
  for (const { job, item, outcome } of records) {
    const syllable = syllableOf(outcome, job.slot);
    const status = syllable === null ? (outcome.error !== undefined ? 'error' : 'refused') : String(syllable.status);
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    const hit = syllable !== null && syllable.status !== SyllableStatus.Correct;
    if (hit) caught += 1;
    if (syllable !== null && SEGMENTAL.has(syllable.status)) segmental += 1;
    const tally = item.isolated ? split.isolated : split.words;
    tally[1] = (tally[1] ?? 0) + 1;
    if (hit) tally[0] = (tally[0] ?? 0) + 1;
  }
  return {
    caught: rate(caught, records.length),
    caughtAsSegmental: rate(segmental, records.length),
    isolated: rate(split.isolated[0] ?? 0, split.isolated[1] ?? 0),
    inWords: rate(split.words[0] ?? 0, split.words[1] ?? 0),
    byStatus,
  };
}
