/**
 * Third-tone sandhi: a third tone before another third tone is said as a second tone (你好
 * ni3 hao3 → ni2 hao3). Where three or more meet, the result follows the prosodic structure
 * (Shih 1986; Chen 2000): sandhi applies inside the smallest units first, then at the junction
 * between them, and the junction changes only if the left syllable is still a third tone there:
 * - [[展览]馆] zhan3 lan3 guan3 → 2 2 3 (展览 → 2 3, then 览 before 馆 → 2);
 * - [小[老虎]] xiao3 lao3 hu3 → 3 2 3 (老虎 → 2 3, and 小 now stands before a second tone).
 *
 * Units are built from words: a word is its own unit, and neighbouring words that meet with
 * third tones merge into one prosodic unit while it stays within three syllables (a foot and a
 * clitic: 我|很好 → [我[很好]] → wo3 hen2 hao3; 买|雨伞 → 3 2 3). Longer stretches keep their
 * junctions: 我也|很好 → wo2 ye3 hen2 hao3, which careful speech says so. Inside a word the
 * structure is taken as pairs from the left (岂有此理 → [岂有][此理] → 2 3 2 3; a three-syllable
 * word as [2 1]: 洗脸水 → 2 2 3), which is how the great majority of Mandarin compounds branch.
 * Neutral tones (5) are not third tones and break a run.
 */
import type { Tone } from '../evaluation/result-types.ts';

/** A tree of syllable tones: a leaf is one syllable, a node a unit whose parts are sandhi domains. */
type Unit = number | Unit[];

/** Largest prosodic unit that neighbouring words merge into: a disyllabic foot plus one syllable. */
const MAX_MERGED_SYLLABLES = 3;

function leaves(unit: Unit): number[] {
  return typeof unit === 'number' ? [unit] : unit.flatMap(leaves);
}

/** A word's internal structure: pairs from the left, left-branching ([[a b] c], [[a b] [c d]]). */
function wordStructure(indices: number[]): Unit {
  if (indices.length <= 2) return indices;
  const pairs: Unit[] = [];
  for (let i = 0; i < indices.length; i += 2) pairs.push(indices.slice(i, i + 2));
  return pairs;
}

/** Applies sandhi inside each part first, then at each junction from left to right. */
function applyUnit(unit: Unit, tones: Tone[]): void {
  if (typeof unit === 'number') return;
  for (const part of unit) applyUnit(part, tones);
  for (let k = 1; k < unit.length; k += 1) {
    const left = leaves(unit[k - 1] ?? []);
    const right = leaves(unit[k] ?? []);
    const last = left[left.length - 1];
    const first = right[0];
    if (last !== undefined && first !== undefined && tones[last] === 3 && tones[first] === 3) tones[last] = 2;
  }
}

/**
 * Tones after third-tone sandhi, for one phrase given as words (each a list of citation tones).
 * Returns the tones of all syllables in order. Sandhi never crosses phrases: call once per
 * stretch between punctuation marks.
 */
export function applyThirdToneSandhi(words: Tone[][]): Tone[] {
  const citation = words.flat();
  const tones = [...citation];
  let next = 0;
  const wordUnits: { unit: Unit; syllables: number[] }[] = words.map((word) => {
    const syllables = word.map(() => next++);
    return { unit: wordStructure(syllables), syllables };
  });
  // Merge words that meet with third tones into units of at most three syllables.
  const units: { parts: Unit[]; size: number; last: number }[] = [];
  for (const { unit, syllables } of wordUnits) {
    const previous = units[units.length - 1];
    const first = syllables[0];
    const meets =
      previous !== undefined && first !== undefined && citation[previous.last] === 3 && citation[first] === 3;
    if (previous && meets && previous.size + syllables.length <= MAX_MERGED_SYLLABLES) {
      previous.parts.push(unit);
      previous.size += syllables.length;
      previous.last = syllables[syllables.length - 1] ?? previous.last;
    } else if (syllables.length > 0) {
      units.push({ parts: [unit], size: syllables.length, last: syllables[syllables.length - 1] ?? 0 });
    }
  }
  for (const { parts } of units) applyUnit(parts, tones);
  return tones;
}
