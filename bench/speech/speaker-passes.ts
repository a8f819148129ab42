/**
 * The evaluations behind the per-speaker figures (speaker-figures.ts):
 * - own: every recording against its own reading, on the main thread, one at a time, timed
 *   (CPU time over audio time is the real-time factor);
 * - tone: each recording with one syllable of tone 1-4 judged against another tone (which
 *   syllable and which tone are chosen by the recording's index, so all three wrong tones occur);
 * - partner: for each contrast judgement of the own pass, the syllable replaced by its partner
 *   (zhi1 → zi1; same tone; only partners that exist, syllable-inventory.ts);
 * - gross: each recording with one syllable of tone 1-4 replaced by a syllable of the same tone
 *   with another initial and another final, twice, chosen by the recording's index.
 * - warm: every recording against its own reading again, with the speaker's voice profile built
 *   from her earlier recordings (runWarmPass).
 * The derived passes run on the worker threads (evaluation-pool.ts). Every evaluation goes through
 * evaluateAs(speaker) (speaker-options.ts).
 */
import type { ExpectedSyllable, Tone } from '../../packages/speech/src/evaluation/result-types.ts';
import { updateProfile, type SpeakerProfile } from '../../packages/speech/src/profile/speaker-profile.ts';
import { partnerSyllable } from './contrast-through-evaluate.ts';
import { evenlySpaced } from './development-set.ts';
import { failedOutcome, outcomeOf, readSamples, type ItemOutcome, type RecordingJobs } from './evaluation-jobs.ts';
import type { EvaluationPool, Progress } from './evaluation-pool.ts';
import { evaluateAs } from './speaker-options.ts';
import type { SpeakerItem, SpeakerSet } from './speakers.ts';
import { replaceSyllable, type SyllableInventory } from './syllable-inventory.ts';

/** Recordings evaluated before timing starts: a serving engine is warm (JIT-compiled). */
const WARM_UP = 20;
/** Gross substitutes per recording. */
export const GROSS_PER_RECORDING = 2;

export interface OwnPass {
  outcomes: ItemOutcome[];
  audioSeconds: number[];
  cpuSeconds: number;
  wallSeconds: number;
}

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export async function runOwnPass(
  speaker: string,
  items: readonly SpeakerItem[],
  progress?: Progress,
): Promise<OwnPass> {
  // Fresh arrays per read: the engine's per-recording analysis cache cannot serve the timed pass.
  for (const item of items.slice(0, WARM_UP)) {
    evaluateAs(speaker, await readSamples(item.wavPath), { kind: 'syllables', syllables: item.expected });
  }
  const outcomes: ItemOutcome[] = [];
  const audioSeconds: number[] = [];
  let cpu = 0;
  let wall = 0;
  for (const item of items) {
    const samples = await readSamples(item.wavPath);
    const cpuStart = cpuSeconds();
    const wallStart = performance.now();
    let outcome: ItemOutcome;
    try {
      outcome = outcomeOf(evaluateAs(speaker, samples, { kind: 'syllables', syllables: item.expected }));
    } catch (error) {
      outcome = failedOutcome(error);
    }
    cpu += cpuSeconds() - cpuStart;
    wall += (performance.now() - wallStart) / 1000;
    outcomes.push(outcome);
    audioSeconds.push(samples.length / 16_000);
    if (outcomes.length % 500 === 0) progress?.(outcomes.length, items.length);
  }
  return { outcomes, audioSeconds, cpuSeconds: cpu, wallSeconds: wall };
}

/**
 * Every recording again, in the speaker's list order, each with the voice profile built from her
 * earlier recordings only (the profile of a learner who keeps practising: unused until it holds
 * MIN_PROFILE_RECORDINGS, then folded after every accepted evaluation, as the server does).
 */
export async function runWarmPass(
  speaker: string,
  items: readonly SpeakerItem[],
): Promise<{ outcomes: ItemOutcome[]; profileUsed: number }> {
  let profile: SpeakerProfile | null = null;
  let profileUsed = 0;
  const outcomes: ItemOutcome[] = [];
  for (const item of items) {
    try {
      const result = evaluateAs(
        speaker,
        await readSamples(item.wavPath),
        { kind: 'syllables', syllables: item.expected },
        profile,
      );
      if (result.profileUsed) profileUsed += 1;
      profile = updateProfile(profile, result.speaker);
      outcomes.push(outcomeOf(result));
    } catch (error) {
      outcomes.push(failedOutcome(error));
    }
  }
  return { outcomes, profileUsed };
}

export type DerivedKind = 'tone' | 'partner' | 'gross';

export interface DerivedJob {
  kind: DerivedKind;
  key: number;
  /** Index into the speaker set's items. */
  item: number;
  /** The syllable that was replaced, whose outcome is judged. */
  slot: number;
  syllables: ExpectedSyllable[];
  /** tone: the tone said and the tone judged against. */
  said?: Tone;
  against?: Tone;
  /** partner: the pair ("z|zh") and the member said. */
  pair?: string;
  member?: string;
}

/** A deterministic spread of small integers from an index (integer hash, no state). */
export function seeded(index: number, salt: number): number {
  let h = (Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function judgedSlots(item: SpeakerItem): number[] {
  return item.expected.flatMap((s, k) => (s.expectedTone === 5 ? [] : [k]));
}

function withSlot(item: SpeakerItem, slot: number, replacement: ExpectedSyllable): ExpectedSyllable[] {
  return item.expected.map((s, k) => (k === slot ? replacement : s));
}

/** Erhua syllables (dianr) are left out of the partner pass: their final is not the written one. */
function isErhua(syllable: ExpectedSyllable): boolean {
  return syllable.pinyin !== 'er' && syllable.pinyin.endsWith('r');
}

export interface DerivedSamples {
  /** Recordings (evenly spaced) that get partner and gross jobs; null = all. */
  partner: number | null;
  gross: number | null;
}

/** Positions of the recordings a derived pass runs on: evenly spaced `sample` of `count`, or all. */
export function sampledPositions(count: number, sample: number | null): Set<number> {
  const positions = Array.from({ length: count }, (_, k) => k);
  return new Set(sample === null ? positions : evenlySpaced(positions, sample));
}

export function buildDerivedJobs(
  set: SpeakerSet,
  /** The own pass's contrast judgements choose the partner jobs; null when there are none to make. */
  own: OwnPass | null,
  inventory: SyllableInventory,
  samples: DerivedSamples,
): DerivedJob[] {
  const jobs: DerivedJob[] = [];
  const add = (job: Omit<DerivedJob, 'key'>): void => {
    jobs.push({ ...job, key: jobs.length });
  };
  const partnerSet = sampledPositions(set.items.length, samples.partner);
  const grossSet = sampledPositions(set.items.length, samples.gross);
  set.items.forEach((item, position) => {
    const judged = judgedSlots(item);
    if (judged.length > 0) {
      const slot = judged[seeded(item.index, 1) % judged.length] as number;
      const said = item.expected[slot]?.expectedTone as Exclude<Tone, 5>;
      const against = (((said - 1 + 1 + (seeded(item.index, 2) % 3)) % 4) + 1) as Tone;
      const original = item.expected[slot] as ExpectedSyllable;
      add({
        kind: 'tone',
        item: position,
        slot,
        said,
        against,
        syllables: withSlot(item, slot, { ...original, citationTone: against, expectedTone: against }),
      });
    }
    if (partnerSet.has(position)) {
      const outcome = own?.outcomes[position];
      item.expected.forEach((syllable, slot) => {
        if (isErhua(syllable)) return;
        for (const judgement of outcome?.syllables[slot]?.contrasts ?? []) {
          const partner = partnerSyllable(syllable.pinyin, judgement.pair, judgement.expected);
          if (partner === null || !inventory.toneless.has(partner)) continue;
          const replacement = replaceSyllable(syllable, partner);
          if (!replacement) continue;
          add({
            kind: 'partner',
            item: position,
            slot,
            pair: `${judgement.pair[0]}|${judgement.pair[1]}`,
            member: judgement.expected,
            syllables: withSlot(item, slot, replacement),
          });
        }
      });
    }
    if (grossSet.has(position) && judged.length > 0) {
      const used = new Set<string>();
      for (let k = 0; k < GROSS_PER_RECORDING; k += 1) {
        const slot = judged[(seeded(item.index, 3) + k) % judged.length] as number;
        const original = item.expected[slot] as ExpectedSyllable;
        const candidates = (inventory.byTone.get(original.expectedTone) ?? []).filter(
          (c) => c.initial !== original.initial && c.final !== original.final && !used.has(`${slot}:${c.pinyin}`),
        );
        const choice = candidates[seeded(item.index, 10 + k) % Math.max(1, candidates.length)];
        if (!choice) continue;
        const replacement = replaceSyllable(original, choice.pinyin);
        if (!replacement) continue;
        used.add(`${slot}:${choice.pinyin}`);
        add({ kind: 'gross', item: position, slot, syllables: withSlot(item, slot, replacement) });
      }
    }
  });
  return jobs;
}

/** Runs derived jobs on the worker pool; the outcome of each job by its key. */
export function runDerivedJobs(
  set: SpeakerSet,
  jobs: readonly DerivedJob[],
  pool: EvaluationPool,
  progress?: Progress,
): Promise<Map<number, ItemOutcome>> {
  const byItem = new Map<number, RecordingJobs>();
  for (const job of jobs) {
    const item = set.items[job.item] as SpeakerItem;
    let work = byItem.get(job.item);
    if (!work) {
      work = { speaker: set.speaker, wavPath: item.wavPath, jobs: [] };
      byItem.set(job.item, work);
    }
    work.jobs.push({ key: job.key, syllables: job.syllables });
  }
  return pool.run([...byItem.values()], progress);
}
