/**
 * A learner's voice profile: what the engine has learned about one speaker from that speaker's
 * earlier recordings, so that tones are judged against this speaker's pitch range and sounds against
 * this speaker's vowel space instead of averages. It is plain JSON, kept by the caller (per user on
 * the server, in the browser for on-device evaluation) and handed back with the next evaluation.
 *
 * Every accepted evaluation carries `speaker` evidence (profileEvidence below); the caller folds it
 * in with updateProfile. A profile built from fewer than MIN_PROFILE_RECORDINGS recordings is not
 * used (usableProfile), and a result that leaned on one says so (EvaluationResult.profileUsed).
 *
 * Pitch is kept as a histogram of voiced frames in half-semitone bins over 50-800 Hz, each
 * recording weighing the same whatever its length, so percentiles over many recordings give the
 * speaker's range across all four tones, which one syllable cannot. Old evidence fades
 * (PROFILE_MEMORY) so a voice that changes (a child growing, a cold) is followed.
 */
import { hzToSemitones, semitonesToHz } from '../tones/semitones.ts';

export const PROFILE_VERSION = 1;
/** A profile is used only once this many recordings have gone into it. */
export const MIN_PROFILE_RECORDINGS = 5;
/** The calibration: five syllables covering the four tones and the corner vowels. */
export const CALIBRATION_SYLLABLES = ['ma1', 'ni2', 'hao3', 'shu4', 'da4'] as const;
/**
 * Each new recording's evidence weighs 1, older evidence is multiplied by this first: after about
 * fifty recordings the oldest count for little, so the profile follows the voice.
 */
export const PROFILE_MEMORY = 0.98;

const LOW_HZ = 50;
const BIN_SEMITONES = 0.5;
/** 50 Hz to 800 Hz is four octaves: 48 semitones, 96 bins. */
export const PITCH_BINS = 96;

export interface SpeakerProfile {
  version: typeof PROFILE_VERSION;
  /** Recordings folded in so far (not decayed). */
  recordings: number;
  /** Weighted share of voiced frames per half-semitone bin from 50 Hz (sums to the decayed weight). */
  pitchHistogram: number[];
  /**
   * Mean formant frequencies (Hz) of the speaker's vowel nuclei, decayed like the histogram, with
   * their weight: the vowel space and, from it, the vocal-tract length.
   */
  formants: { f1: number; f2: number; f3: number; weight: number };
}

/** What one recording says about its speaker (EvaluationResult.speaker). */
export interface ProfileEvidence {
  /** Share of the recording's voiced frames per bin (sums to 1); empty when nothing was voiced. */
  pitchShares: number[];
  /** Mean formants of its vowel nuclei in Hz, null when none could be measured. */
  formants: { f1: number; f2: number; f3: number } | null;
}

export function emptyProfile(): SpeakerProfile {
  return {
    version: PROFILE_VERSION,
    recordings: 0,
    pitchHistogram: new Array<number>(PITCH_BINS).fill(0),
    formants: { f1: 0, f2: 0, f3: 0, weight: 0 },
  };
}

export function pitchBinOf(hz: number): number {
  const bin = Math.floor(hzToSemitones(hz, LOW_HZ) / BIN_SEMITONES);
  return Math.min(PITCH_BINS - 1, Math.max(0, bin));
}

function binCentreHz(bin: number): number {
  return semitonesToHz((bin + 0.5) * BIN_SEMITONES, LOW_HZ);
}

/** The evidence of a pitch track's voiced frames and measured vowel formants. */
export function profileEvidence(voicedHz: ArrayLike<number>, formants: ProfileEvidence['formants']): ProfileEvidence {
  const counts = new Array<number>(PITCH_BINS).fill(0);
  let voiced = 0;
  for (let i = 0; i < voicedHz.length; i += 1) {
    const hz = voicedHz[i] ?? 0;
    if (hz <= 0) continue;
    const bin = pitchBinOf(hz);
    counts[bin] = (counts[bin] ?? 0) + 1;
    voiced += 1;
  }
  return { pitchShares: voiced === 0 ? [] : counts.map((c) => c / voiced), formants };
}

/** Anything read back from storage: a profile of this version with sane numbers, else null. */
export function parseProfile(value: unknown): SpeakerProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Partial<SpeakerProfile>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (p.version !== PROFILE_VERSION || !finite(p.recordings) || !Array.isArray(p.pitchHistogram)) return null;
  if (p.pitchHistogram.length !== PITCH_BINS || !p.pitchHistogram.every(finite)) return null;
  const f = p.formants;
  if (!f || !finite(f.f1) || !finite(f.f2) || !finite(f.f3) || !finite(f.weight)) return null;
  return {
    version: PROFILE_VERSION,
    recordings: Math.floor(p.recordings),
    pitchHistogram: [...p.pitchHistogram],
    formants: { ...f },
  };
}

/** The profile with one more recording's evidence folded in; a recording with no voice changes nothing. */
export function updateProfile(profile: SpeakerProfile | null, evidence: ProfileEvidence | null): SpeakerProfile {
  const base = profile ?? emptyProfile();
  if (!evidence || evidence.pitchShares.length !== PITCH_BINS) return base;
  const pitchHistogram = base.pitchHistogram.map((w, i) => w * PROFILE_MEMORY + (evidence.pitchShares[i] ?? 0));
  let formants = base.formants;
  if (evidence.formants) {
    const kept = base.formants.weight * PROFILE_MEMORY;
    const weight = kept + 1;
    const mix = (old: number, next: number): number => (old * kept + next) / weight;
    formants = {
      f1: mix(base.formants.f1, evidence.formants.f1),
      f2: mix(base.formants.f2, evidence.formants.f2),
      f3: mix(base.formants.f3, evidence.formants.f3),
      weight,
    };
  }
  return { version: PROFILE_VERSION, recordings: base.recordings + 1, pitchHistogram, formants };
}

/** The profile when it may be used (enough recordings, some voice), else null. */
export function usableProfile(profile: SpeakerProfile | null | undefined): SpeakerProfile | null {
  if (!profile || profile.recordings < MIN_PROFILE_RECORDINGS) return null;
  return profile.pitchHistogram.some((w) => w > 0) ? profile : null;
}

/** A percentile (0-100) of the profile's pitch, in Hz, read off the histogram. */
export function profilePitchPercentile(profile: SpeakerProfile, p: number): number {
  const total = profile.pitchHistogram.reduce((a, b) => a + b, 0);
  if (total <= 0) return Number.NaN;
  const target = (total * p) / 100;
  let running = 0;
  for (let bin = 0; bin < PITCH_BINS; bin += 1) {
    const weight = profile.pitchHistogram[bin] ?? 0;
    if (running + weight >= target && weight > 0) {
      const within = (target - running) / weight;
      return semitonesToHz((bin + within) * BIN_SEMITONES, LOW_HZ);
    }
    running += weight;
  }
  return binCentreHz(PITCH_BINS - 1);
}

/** What the personal centre shows: the range in Hz and how much the profile has heard. */
export interface ProfileSummary {
  recordings: number;
  usable: boolean;
  lowHz: number | null;
  medianHz: number | null;
  highHz: number | null;
}

export function summariseProfile(profile: SpeakerProfile | null): ProfileSummary {
  if (!profile || profile.recordings === 0 || !profile.pitchHistogram.some((w) => w > 0)) {
    return { recordings: profile?.recordings ?? 0, usable: false, lowHz: null, medianHz: null, highHz: null };
  }
  const round = (hz: number): number => Math.round(hz);
  return {
    recordings: profile.recordings,
    usable: usableProfile(profile) !== null,
    lowHz: round(profilePitchPercentile(profile, 10)),
    medianHz: round(profilePitchPercentile(profile, 50)),
    highHz: round(profilePitchPercentile(profile, 90)),
  };
}
