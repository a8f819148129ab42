/**
 * Thresholds of the recording-quality checks. Levels are in dBFS (0 dBFS = a full-scale square
 * wave's power; a full-scale sine is -3 dBFS). Every figure is a property of the recording
 * chain, not of one speaker, and was chosen from recording practice rather than fitted to files.
 */
import { Limits } from '@hanyu/contracts/constants/limits';

/** Peak below one 16-bit step (1/32768): the device delivered digital zeros, nothing was captured. */
export const NO_AUDIO_PEAK = 1.5 / 32768;

/**
 * Shortest recording worth evaluating. The shortest Mandarin syllable said on its own (a
 * neutral-tone particle) lasts about 150-200 ms, and recorders add some lead-in; a file under
 * 0.35 s cannot hold a syllable with its onset and release.
 */
export const MIN_RECORDING_SECONDS = 0.35;

/**
 * Longest recording accepted. The longest tasks of the platform are the 30 s speaking tasks
 * (spec section 9) and passage reading, which the clients chunk; three minutes leaves ample room
 * while refusing runaway recordings (a recorder left running), which would also cost time.
 */
export const MAX_RECORDING_SECONDS = 180;

/**
 * Level of the loudest speech (the 95th percentile of 10 ms frame power) below which the
 * recording is too quiet. Close-talk speech sits around -30 to -12 dBFS; below -45 dBFS the
 * vowels are within reach of ordinary device noise and quantisation, and users must move closer
 * or raise the gain.
 */
export const VOLUME_TOO_LOW_DBFS = -45;

/**
 * Clipping: share of samples that sit on the recording's extreme value in runs of at least
 * CLIP_RUN_SAMPLES. Natural peaks touch the maximum for a sample or two; a clipped waveform
 * flattens into plateaus. Above 1% the waveform is severely clipped (7022); between 0.2% and 1%
 * it is still distorted enough to warn that the volume is too high (evaluation code 3).
 */
export const CLIP_RUN_SAMPLES = 3;
export const CLIP_LEVEL_FRACTION = 0.995;
export const SEVERE_CLIPPING_RATIO = 0.01;
export const NOTICEABLE_CLIPPING_RATIO = 0.002;

/**
 * Heavy distortion other than clipping. A DC offset above 10% of full scale means a faulty
 * input stage (it shifts the waveform so half of it clips early). Fewer than 24 distinct sample
 * values across the loudest frames means the signal was quantised to about 4-5 bits (bit
 * crushing, a broken codec), which destroys spectral detail.
 */
export const MAX_DC_OFFSET = 0.1;
export const MIN_DISTINCT_LEVELS = 24;

/**
 * Signal-to-noise ratio: the power of the loud speech frames (the loudest 10% of 10 ms frames,
 * the vowels) over the background (the quietest 10%), both measured on the recording, less the
 * background's share in the loud frames. Speech scorers degrade quickly below 10-15 dB: under
 * 12 dB the recording is refused with 7007, under 6 dB with 7008 (severe: consonant cues such as
 * frication and nasal murmur are drowned, vowels barely stand out). Noise as loud as the speech
 * (0 dB) is therefore 7008.
 */
export const LOW_SNR_DB = 12;
export const SEVERE_LOW_SNR_DB = 6;

/**
 * Background level above which the environment itself is too noisy (7012): at -35 dBFS the
 * background is as loud as soft speech. It is checked after the SNR codes, so it names the case
 * where a loud voice still stands out of a loud room (SNR at least 6 dB): the learner should find
 * a quieter place rather than speak up.
 */
export const NOISE_FLOOR_TOO_HIGH_DBFS = -35;

/**
 * Warnings on accepted recordings (evaluation codes of section 8, the recording is still scored).
 * Within 5 dB of the too-quiet limit the learner is told to speak up (code 1); an SNR under
 * 18 dB, 6 dB above the refusal limit, already costs consonant detail (code 2); clipping between
 * NOTICEABLE_CLIPPING_RATIO and SEVERE_CLIPPING_RATIO asks to lower the gain (code 3).
 */
export const VOLUME_QUIET_WARNING_DBFS = VOLUME_TOO_LOW_DBFS + 5;
export const NOISY_WARNING_SNR_DB = LOW_SNR_DB + 6;

/**
 * Long pauses stop the evaluation (spec section 9: pause auto-stop 10 s; evaluation code 9). A
 * live recorder stops 10 s into such a pause, so an uploaded recording is judged as if it had
 * ended there.
 */
export const PAUSE_STOP_SECONDS = Limits.pauseAutoStopSeconds;

/**
 * Topic speaking, picture description and story retelling (request kind 'free', spec sections 5
 * and 9): the recording must last the full 30 s and hold at least 10 s of effective speech.
 */
export const FREE_SPEAKING_MIN_SECONDS = Limits.speakingRequiredSeconds;
export const FREE_SPEAKING_MIN_SPEECH_SECONDS = Limits.speakingEffectiveSeconds;

/**
 * Least effective speech for an evaluation with a known number of syllables: each syllable has
 * a voiced nucleus of at least about 100 ms even in fast speech, and a single-syllable item needs
 * at least 120 ms.
 */
export const MIN_SPEECH_SECONDS_PER_SYLLABLE = 0.1;
export const MIN_SPEECH_SECONDS = 0.12;
