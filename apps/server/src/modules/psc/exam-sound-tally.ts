import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { addTally, emptyTally, tallySounds, type SoundTally, type TalliedSyllable } from './sound-tally.ts';

/** The parts read from the paper: their syllables are judged one by one (part 4 is free speaking). */
export const READ_PARTS: readonly PscPart[] = [PscPart.Syllables, PscPart.Words, PscPart.Passage];

interface PartResult {
  quality: { code: number | null };
  syllables: readonly TalliedSyllable[];
}

/** What a mock test adds to the learner's sound trend: the accepted read parts' syllables. */
export function examSoundTally(results: ReadonlyMap<PscPart, PartResult>): SoundTally {
  const tally = emptyTally();
  for (const part of READ_PARTS) {
    const result = results.get(part);
    if (result && result.quality.code === null) addTally(tally, tallySounds(result));
  }
  return tally;
}
