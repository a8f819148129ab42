/**
 * The syllable status code of spec section 4 from the three part judgements. The spec has no code
 * for "initial, final and tone all wrong"; such a syllable gets 3 (initial and final), because
 * the segmental errors are what makes it another syllable, and its tone error still shows in
 * toneCorrect and in the tone score.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { SyllableStatusCode } from '../evaluation/result-types.ts';

export interface SyllableJudgement {
  missing: boolean;
  initialCorrect: boolean;
  finalCorrect: boolean;
  toneCorrect: boolean;
}

export function syllableStatus(judgement: SyllableJudgement): SyllableStatusCode {
  if (judgement.missing) return SyllableStatus.Missing;
  const { initialCorrect: initial, finalCorrect: final, toneCorrect: tone } = judgement;
  if (!initial && !final) return SyllableStatus.InitialAndFinal;
  if (!initial) return tone ? SyllableStatus.InitialError : SyllableStatus.InitialAndTone;
  if (!final) return tone ? SyllableStatus.FinalError : SyllableStatus.FinalAndTone;
  return tone ? SyllableStatus.Correct : SyllableStatus.ToneError;
}

/** Statuses with an initial or final error: the syllable was said as another syllable. */
export function hasSegmentalError(status: SyllableStatusCode): boolean {
  return status !== SyllableStatus.Correct && status !== SyllableStatus.ToneError && status !== SyllableStatus.Missing;
}
