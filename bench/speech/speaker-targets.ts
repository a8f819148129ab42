/**
 * The per-speaker targets and whether each speaker meets them (`targets` of speech.json). A
 * target that does not apply to a speaker (speaker A has no words) is null, neither pass nor fail.
 */
import { CONTRAST_PAIRS } from '@hanyu/contracts/constants/phonetics';
import type { SpeakerSection } from './speaker-report.ts';

export const SPEAKER_TARGETS = {
  toneAccuracyIsolated: 0.97,
  toneAccuracyInWords: 0.95,
  correctReadingsFlagged: 0.03,
  contrastPairBalancedAccuracy: 0.85,
  grossSubstitutionsCaught: 0.95,
  realTimeFactor: 0.02,
} as const;

export interface TargetCheck {
  target: number;
  value: number | null;
  pass: boolean | null;
}

function atLeast(target: number, value: number | null | undefined): TargetCheck {
  return { target, value: value ?? null, pass: value === null || value === undefined ? null : value >= target };
}

function atMost(target: number, value: number | null | undefined): TargetCheck {
  return { target, value: value ?? null, pass: value === null || value === undefined ? null : value <= target };
}

export interface SpeakerTargets {
  toneAccuracyIsolated: TargetCheck;
  toneAccuracyInWords: TargetCheck;
  correctReadingsFlagged: TargetCheck;
  contrastPairs: {
    target: number;
    /** The lowest balanced accuracy over the pairs measured. */
    value: number | null;
    failing: Record<string, number>;
    /** Pairs without partner judgements for this speaker: cannot be said to pass. */
    unmeasured: string[];
    pass: boolean;
  };
  grossSubstitutionsCaught: TargetCheck;
  realTimeFactor: TargetCheck;
  allPass: boolean;
}

export function speakerTargets(section: SpeakerSection): SpeakerTargets {
  const target = SPEAKER_TARGETS.contrastPairBalancedAccuracy;
  const failing: Record<string, number> = {};
  const unmeasured: string[] = [];
  let lowest: number | null = null;
  for (const [a, b] of CONTRAST_PAIRS) {
    const value = section.contrastPairs.pairs[`${a}|${b}`]?.balancedAccuracy ?? null;
    if (value === null) {
      unmeasured.push(`${a}|${b}`);
      continue;
    }
    lowest = lowest === null ? value : Math.min(lowest, value);
    if (value < target) failing[`${a}|${b}`] = value;
  }
  const checks = {
    toneAccuracyIsolated: atLeast(SPEAKER_TARGETS.toneAccuracyIsolated, section.tones.isolated?.accuracy),
    toneAccuracyInWords: atLeast(SPEAKER_TARGETS.toneAccuracyInWords, section.tones.inWords?.accuracy),
    correctReadingsFlagged: atMost(SPEAKER_TARGETS.correctReadingsFlagged, section.flagged.flagged.rate),
    contrastPairs: {
      target,
      value: lowest,
      failing,
      unmeasured,
      pass: Object.keys(failing).length === 0 && unmeasured.length === 0,
    },
    grossSubstitutionsCaught: atLeast(
      SPEAKER_TARGETS.grossSubstitutionsCaught,
      section.grossSubstitutions?.caught.rate,
    ),
    realTimeFactor: atMost(SPEAKER_TARGETS.realTimeFactor, section.realTimeFactor.value),
  };
  return { ...checks, allPass: Object.values(checks).every((check) => check.pass !== false) };
}
