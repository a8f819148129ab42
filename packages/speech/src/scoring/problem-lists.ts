/**
 * The initial, final and tone problem lists of a report (spec section 3, Putonghua report): which
 * expected sounds were said wrong, and how often. Missing syllables are not problems of a sound;
 * they show in integrity. Lists are ordered by count, then by item, the same on every platform.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { ProblemLists, SyllableResult, Tone } from '../evaluation/result-types.ts';

function ordered<T extends string | number>(counts: Map<T, number>): { item: T; count: number }[] {
  return [...counts.entries()]
    .map(([item, count]) => ({ item, count }))
    .sort((a, b) => b.count - a.count || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0));
}

function add<T>(counts: Map<T, number>, item: T): void {
  counts.set(item, (counts.get(item) ?? 0) + 1);
}

export function problemLists(syllables: readonly SyllableResult[]): ProblemLists {
  const initials = new Map<string, number>();
  const finals = new Map<string, number>();
  const tones = new Map<Tone, number>();
  for (const s of syllables) {
    if (s.status === SyllableStatus.Missing) continue;
    // A syllable without initial can still fail the r|i pair (you said as rou): its item is 'i'.
    const initial = s.expected.initial || (s.contrasts.find((c) => c.pair.includes('r'))?.expected ?? '');
    if (!s.initialCorrect && initial !== '') add(initials, initial);
    if (!s.finalCorrect) add(finals, s.expected.final);
    if (!s.toneCorrect) add(tones, s.expected.expectedTone);
  }
  return { initials: ordered(initials), finals: ordered(finals), tones: ordered(tones) };
}

export function emptyProblemLists(): ProblemLists {
  return { initials: [], finals: [], tones: [] };
}
