import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';

/** Per sound, [times judged wrong, times said]: what one evaluation adds to a learner's trend. */
export interface SoundTally {
  initials: Record<string, [number, number]>;
  finals: Record<string, [number, number]>;
  /** Keyed by the expected tone 1-4 (the neutral tone is not judged). */
  tones: Record<string, [number, number]>;
}

function count(table: Record<string, [number, number]>, sound: string, wrong: boolean): void {
  const entry = (table[sound] ??= [0, 0]);
  entry[1] += 1;
  if (wrong) entry[0] += 1;
}

/** What the tally reads of a judged syllable: the engine's SyllableResult, or one sent by a device. */
export interface TalliedSyllable {
  status: number;
  expected: { initial: string; final: string; expectedTone: number };
  initialCorrect: boolean;
  finalCorrect: boolean;
  toneCorrect: boolean;
}

export function emptyTally(): SoundTally {
  return { initials: {}, finals: {}, tones: {} };
}

export function isEmptyTally(tally: SoundTally): boolean {
  return ['initials', 'finals', 'tones'].every((part) => Object.keys(tally[part as keyof SoundTally]).length === 0);
}

/** The sounds of an evaluated recording's syllables (missing syllables say nothing about a sound). */
export function tallySounds(result: { syllables: readonly TalliedSyllable[] }): SoundTally {
  const tally = emptyTally();
  for (const syllable of result.syllables) {
    if (syllable.status === SyllableStatus.Missing) continue;
    const { initial, final, expectedTone } = syllable.expected;
    if (initial !== '') count(tally.initials, initial, !syllable.initialCorrect);
    count(tally.finals, final, !syllable.finalCorrect);
    if (expectedTone !== 5) count(tally.tones, String(expectedTone), !syllable.toneCorrect);
  }
  return tally;
}

/** Adds one tally into another. */
export function addTally(into: SoundTally, from: SoundTally): void {
  for (const part of ['initials', 'finals', 'tones'] as const) {
    for (const [sound, [wrong, said]] of Object.entries(from[part])) {
      const entry = (into[part][sound] ??= [0, 0]);
      entry[0] += wrong;
      entry[1] += said;
    }
  }
}
