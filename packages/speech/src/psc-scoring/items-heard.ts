/**
 * How far a candidate has read in a list part (PSC parts 1 and 2), heard from the recording so far:
 * a candidate says each character or word of the list as one stretch of speech and pauses before the
 * next, so the stretches of speech between pauses count the items read. An estimate: a cough, a
 * "嗯" or a corrected item adds one, a word run into the next loses one. It tells a candidate who left
 * a part where to go on when they never moved the place mark themselves.
 */
import { readWav } from '../audio/wav-reader.ts';
import { HOP_SECONDS, computeSpectrogram } from '../dsp/frames.ts';
import { highPass } from '../dsp/high-pass.ts';
import { detectVoiceActivity, isSpeechFrame } from '../quality/vad.ts';

/**
 * A stretch shorter than 120 ms is not an item said: the shortest syllable a candidate reads on its
 * own lasts about 200 ms, while clicks, breaths and lip noise last a few tens.
 */
export const MIN_ITEM_SECONDS = 0.12;
/**
 * A pause between items: 150 ms or more without speech. Inside a word the voice stops only for a
 * stop's closure (50-120 ms); between the items of a list even a quick reader pauses longer.
 */
export const MIN_PAUSE_SECONDS = 0.15;

/**
 * The stretches of speech in a recording, split at pauses of `MIN_PAUSE_SECONDS` or more. The
 * activity detector's own segments bridge 300 ms (its hangover keeps syllable tails), too long for a
 * quick reader's pauses, so the frames are read here without it.
 */
export function itemsHeard(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  const { frameDb, flatness, noiseFloorDb } = detectVoiceActivity(computeSpectrogram(highPass(samples)));
  const minPause = Math.round(MIN_PAUSE_SECONDS / HOP_SECONDS);
  const minItem = Math.round(MIN_ITEM_SECONDS / HOP_SECONDS);
  let items = 0;
  let runStart = -1;
  let lastSpeech = -Infinity;
  const close = () => {
    if (runStart >= 0 && lastSpeech + 1 - runStart >= minItem) items += 1;
  };
  for (let f = 0; f < frameDb.length; f += 1) {
    if (!isSpeechFrame(frameDb[f] ?? -200, flatness[f] ?? 1, noiseFloorDb)) continue;
    if (f - lastSpeech > minPause) {
      close();
      runStart = f;
    }
    lastSpeech = f;
  }
  close();
  return items;
}

/** `itemsHeard` of a 16 kHz mono WAV file. */
export function itemsHeardInWav(bytes: Uint8Array): number {
  return itemsHeard(readWav(bytes).samples);
}
