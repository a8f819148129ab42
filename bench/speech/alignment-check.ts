/**
 * Alignment on multi-syllable utterances built from the isolated recordings: three syllables
 * (their speech cut out, joined by short pauses), evaluated against
 * - the same three syllables: every one must be found, none extra;
 * - four, one of them not said (inserted in the middle): that one must be missing (status 7);
 * - two of the three: the one not expected must be reported as an extra syllable.
 * The development set has no connected speech, so this is a test of the aligner's logic on real
 * syllables, not of connected-speech coarticulation.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import { analyseRecordingQuality } from '../../packages/speech/src/quality/recording-quality.ts';
import { evenlySpaced, type Recording } from './development-set.ts';

const RATE = 16_000;
/** Pause between the joined syllables, and speech kept around each one's voice activity. */
const GAP_SECONDS = 0.12;
const MARGIN_SECONDS = 0.03;
/**
 * Room noise laid over the whole utterance, at the recordings' own background level (about -60
 * dBFS): digital silence in the pauses would make every background-relative measure meaningless,
 * which no microphone does.
 */
const ROOM_NOISE_RMS = 10 ** (-60 / 20);

export interface AlignmentFigures {
  utterances: number;
  /** Share of utterances where every expected syllable was found and nothing was extra. */
  exactMatch: number;
  /** Share where exactly one syllable was reported missing when one was added to the text. */
  missingFound: number;
  /** Share where it was the added one (a syllable of the same tone next to it can take its place). */
  missingLocated: number;
  /** Share where the syllable left out of the text was reported as one extra syllable. */
  extraFound: number;
  failures: { utterance: string; check: string; statuses: number[]; extra: number }[];
}

function speechOf(recording: Recording): Float32Array {
  const segments = analyseRecordingQuality(recording.samples).report.segments;
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return recording.samples;
  const start = Math.max(0, Math.round((first.startSeconds - MARGIN_SECONDS) * RATE));
  const end = Math.min(recording.samples.length, Math.round((last.endSeconds + MARGIN_SECONDS) * RATE));
  return recording.samples.subarray(start, end);
}

function join(parts: Float32Array[], seed: number): Float32Array {
  const gap = Math.round(GAP_SECONDS * RATE);
  const lead = Math.round(0.3 * RATE);
  const out = new Float32Array(2 * lead + parts.reduce((sum, p) => sum + p.length, 0) + gap * (parts.length - 1));
  let offset = lead;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length + gap;
  }
  // Park-Miller uniform noise (deterministic), scaled to the room-noise RMS (uniform RMS = 1/sqrt 3).
  let state = seed + 1;
  for (let i = 0; i < out.length; i += 1) {
    state = (state * 16807) % 2147483647;
    out[i] = (out[i] ?? 0) + ((state / 2147483647) * 2 - 1) * ROOM_NOISE_RMS * Math.sqrt(3);
  }
  return out;
}

const toned = (r: Recording): string => `${r.pinyin}${r.tone}`;

export function measureAlignment(recordings: readonly Recording[], count: number): AlignmentFigures {
  const pool = evenlySpaced(
    recordings.filter((r) => r.tone !== 5),
    count * 4,
  );
  const failures: AlignmentFigures['failures'] = [];
  let exact = 0;
  let missing = 0;
  let located = 0;
  let extra = 0;
  for (let u = 0; u < count; u += 1) {
    // Four recordings spread over the set: three are said, the fourth is only in the text.
    const [a, b, c, absent] = [0, 1, 2, 3].map((k) => pool[(u + k * count) % pool.length] as Recording);
    if (!a || !b || !c || !absent) continue;
    const audio = join([speechOf(a), speechOf(b), speechOf(c)], u);
    const name = [a, b, c].map(toned).join(' ');
    const record = (check: string, statuses: number[], extraSyllables: number) =>
      failures.push({ utterance: name, check, statuses, extra: extraSyllables });

    const same = evaluate(audio, { kind: 'pinyin', pinyin: name });
    const sameStatuses = same.syllables.map((s) => s.status);
    if (same.extraSyllables === 0 && sameStatuses.length === 3 && !sameStatuses.includes(SyllableStatus.Missing)) {
      exact += 1;
    } else record('same text', sameStatuses, same.extraSyllables);

    const longer = evaluate(audio, { kind: 'pinyin', pinyin: [a, b, absent, c].map(toned).join(' ') });
    const longerStatuses = longer.syllables.map((s) => s.status);
    const missingCount = longerStatuses.filter((s) => s === SyllableStatus.Missing).length;
    if (missingCount === 1) missing += 1;
    if (missingCount === 1 && longerStatuses[2] === SyllableStatus.Missing) located += 1;
    else record(`text with ${toned(absent)} added`, longerStatuses, longer.extraSyllables);

    const shorter = evaluate(audio, { kind: 'pinyin', pinyin: [a, c].map(toned).join(' ') });
    const shorterStatuses = shorter.syllables.map((s) => s.status);
    if (shorter.extraSyllables === 1 && !shorterStatuses.includes(SyllableStatus.Missing)) extra += 1;
    else record(`text without ${toned(b)}`, shorterStatuses, shorter.extraSyllables);
  }
  return {
    utterances: count,
    exactMatch: exact / count,
    missingFound: missing / count,
    missingLocated: located / count,
    extraFound: extra / count,
    failures,
  };
}
