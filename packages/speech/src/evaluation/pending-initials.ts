/**
 * TEMPORARY stand-in for the initial contrast detectors (phonetics/, owned by another engineer),
 * with their announced signatures. No pair applies until the real module lands.
 */
import type { ContrastJudgement } from './result-types.ts';

export function initialPairsFor(_initial: string): readonly (readonly [string, string])[] {
  return [];
}

export function detectInitialContrast(
  pair: readonly [string, string],
  expected: string,
  _samples: Float32Array,
  _range: { start: number; end: number },
): ContrastJudgement {
  return { pair, expected, heard: expected, confidence: 0.5 };
}
