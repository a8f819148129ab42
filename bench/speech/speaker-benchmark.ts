/**
 * The per-speaker part of the speech benchmark: speaker A (syllables-a) and, when its recordings
 * and ffmpeg are there, speaker B (hsk-words-b), measured the same way (speaker-report.ts), with
 * the targets per speaker (speaker-targets.ts), the leave-one-speaker-out section and the
 * augmented conditions (augment.ts). Returns the sections speech.json gains.
 */
import { measureAugmented } from './augment.ts';
import type { EvaluationPool } from './evaluation-pool.ts';
import { optionsDescriptionFor } from './speaker-options.ts';
import { measureSpeaker, speakerSection, type SpeakerMeasurement, type SpeakerSection } from './speaker-report.ts';
import { SPEAKER_TARGETS, speakerTargets, type SpeakerTargets } from './speaker-targets.ts';
import type { DerivedSamples } from './speaker-passes.ts';
import { loadSpeakerA, SPEAKER_A, SPEAKER_B, type SpeakerId, type SpeakerSet } from './speakers.ts';
import { loadInventory } from './syllable-inventory.ts';
import { loadSpeakerB } from './yuetan-set.ts';

/**
 * Recordings that get the partner and gross passes (evenly spaced; null = all). Every recording
 * of both speakers at present: the full run stays within its time on two cores.
 */
const DERIVED_SAMPLES: Record<SpeakerId, DerivedSamples> = {
  [SPEAKER_A]: { partner: null, gross: null },
  [SPEAKER_B]: { partner: null, gross: null },
};

export interface SpeakerSections {
  speakers: Record<string, SpeakerSection>;
  leaveOneSpeakerOut: Record<string, unknown>;
  targets: Record<string, unknown>;
  augmented: Record<string, unknown>;
  allPass: boolean;
}

function keyFigures(section: SpeakerSection, targets: SpeakerTargets) {
  return {
    toneAccuracyIsolated: targets.toneAccuracyIsolated.value,
    toneAccuracyInWords: targets.toneAccuracyInWords.value,
    correctReadingsFlagged: targets.correctReadingsFlagged.value,
    lowestContrastPair: targets.contrastPairs.value,
    contrastPairsBelowTarget: Object.keys(targets.contrastPairs.failing),
    grossSubstitutionsCaught: targets.grossSubstitutionsCaught.value,
    realTimeFactor: section.realTimeFactor.value,
    warm: {
      toneAccuracyIsolated: section.warm.tones.isolated?.accuracy ?? null,
      toneAccuracyInWords: section.warm.tones.inWords?.accuracy ?? null,
      correctReadingsFlagged: section.warm.flagged.flagged.rate,
    },
  };
}

/** `pool`: started when the benchmark starts (evaluation-pool.ts says why). */
export async function measureSpeakers(
  limit: number | undefined,
  pool: EvaluationPool,
  log: (message: string) => void,
): Promise<SpeakerSections | null> {
  const inventory = await loadInventory();
  const speakerA = await loadSpeakerA(limit);
  if (!inventory || !speakerA) return null;
  const speakerB = await loadSpeakerB(limit, log);
  const notes: string[] = [];
  const sets: SpeakerSet[] = [speakerA];
  if (typeof speakerB === 'string') {
    const why =
      speakerB === 'no-ffmpeg'
        ? 'ffmpeg is not installed (apt-get install ffmpeg) and the MP3s are not decoded in the cache'
        : 'no list.tsv in HSK_SPEECH_DIR';
    notes.push(`${SPEAKER_B} not measured: ${why}; speaker A only.`);
    log(`Speaker ${SPEAKER_B} not measured: ${why}. Reporting ${SPEAKER_A} only.`);
  } else sets.push(speakerB);

  const measured: SpeakerMeasurement[] = [];
  for (const set of sets) measured.push(await measureSpeaker(set, inventory, DERIVED_SAMPLES[set.speaker], pool, log));
  const speakers: Record<string, SpeakerSection> = {};
  const targets: Record<string, SpeakerTargets> = {};
  for (const m of measured) {
    const section = speakerSection(m, limit !== undefined);
    speakers[m.set.speaker] = section;
    targets[m.set.speaker] = speakerTargets(section);
  }
  const first = measured[0] as SpeakerMeasurement;
  log('augmented conditions (sox) on speaker A ...');
  const augmented = await measureAugmented(first, inventory, pool, log);

  const leaveOneSpeakerOut = {
    note:
      'Each speaker measured with evaluationOptionsFor(speaker) (bench/speech/speaker-options.ts), which may only use ' +
      "models built from the other speaker. The engine's own rules were set on one speaker (ENGINE_RULES_SET_ON): " +
      "her figures are in-sample (heldOut false) and are not results; the other speaker's are held out.",
    speakers: Object.fromEntries(
      Object.entries(speakers).map(([id, section]) => [
        id,
        {
          ...optionsDescriptionFor(id),
          ...keyFigures(section, targets[id] as SpeakerTargets),
        },
      ]),
    ),
  };
  return {
    speakers,
    leaveOneSpeakerOut,
    targets: { targets: SPEAKER_TARGETS, notes, bySpeaker: targets },
    augmented,
    allPass: Object.values(targets).every((t) => t.allPass),
  };
}
