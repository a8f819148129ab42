/**
 * What to say about the pace of free speech. Conversational Mandarin runs at roughly 200-250
 * syllables a minute and the PSC's fluent reading near 240; under 150 sounds halting, over 280
 * hurried enough to swallow syllables.
 */
export const SLOW_BELOW_PER_MINUTE = 150;
export const FAST_ABOVE_PER_MINUTE = 280;

export type PaceAdvice = 'slow' | 'fast' | 'pace';

/** Advice from the engine's speech rate (syllables per second; 0 when it could not be measured). */
export function paceAdvice(syllablesPerSecond: number): PaceAdvice {
  const perMinute = syllablesPerSecond * 60;
  if (perMinute > 0 && perMinute < SLOW_BELOW_PER_MINUTE) return 'slow';
  if (perMinute > FAST_ABOVE_PER_MINUTE) return 'fast';
  return 'pace';
}
