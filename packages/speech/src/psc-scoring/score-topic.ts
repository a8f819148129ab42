/**
 * Part 4, speaking on a topic: the 30 s rule and the time short of three minutes (measured), speech
 * that repeats itself, sound that is not speech and a passage read aloud taken out of the valid time
 * (an estimate: mostly any of them is 0 for the part),
 * the pronunciation and natural-fluency bands (estimates, topic-measures.ts), and the rules that need
 * the content understood, listed as not assessed.
 */
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscScoreRule } from '@hanyu/contracts/psc/exam-score';
import { unscorable, wholePart, type Deduction, type PartDraft, type PscPartRecording } from './part-draft.ts';
import { pronunciationBand, SPEAKING_MIN_SECONDS, speakingShort, speakingShortLevel } from './score-rules.ts';
import {
  naturalFluencyBand,
  pronunciationEstimate,
  shortSeconds,
  spokenSeconds,
  spokeTooLittle,
  invalidCause,
  mostlyNotSpeech,
  mostlyRead,
  mostlyRepeated,
  validSeconds,
  type ReadingSample,
} from './topic-measures.ts';

/**
 * Part 4 rules that need the content understood: never assessed. Invalid speech is assessed only as
 * far as it repeats itself, is not speech at all or reads one of the platform's passages
 * (topic-measures.ts); reading a text of one's own or talking beside the topic is not, so it stays listed.
 */
const CONTENT_RULES: PscScoreRule[] = [
  PscScoreRule.VocabularyGrammar,
  PscScoreRule.OffTopic,
  PscScoreRule.InvalidSpeech,
];

/** Part 4: pronunciation and fluency bands (estimates), the time rules (measured). */
export function scoreTopic(recording: PscPartRecording, reading: ReadingSample): PartDraft {
  const { result } = recording;
  if (result === null) return { part: PscPart.Topic, deductions: [wholePart(PscPart.Topic, PscScoreRule.NoRecording)] };
  const spoken = spokenSeconds(recording.seconds, result);
  const speech = result.quality.speechSeconds;
  const timeMeasures = { seconds: recording.seconds, spokenSeconds: spoken, speechSeconds: speech };
  if (spokeTooLittle(spoken, speech, result.quality.code)) {
    const rule = PscScoreRule.SpokeUnder30Seconds;
    return {
      part: PscPart.Topic,
      deductions: [wholePart(PscPart.Topic, rule, Math.floor(spoken))],
      measures: timeMeasures,
    };
  }
  const blocked = unscorable(PscPart.Topic, recording);
  if (blocked) return blocked;
  const repeatedShare = result.quality.measures.repeatedShare ?? 0;
  const nonSpeechShare = result.quality.measures.nonSpeechShare ?? 0;
  const readShare = result.quality.measures.readShare ?? 0;
  const valid = validSeconds(spoken, repeatedShare, nonSpeechShare, readShare);
  const cause = invalidCause(repeatedShare, nonSpeechShare, readShare);
  const repetitionMeasures = { repeatedShare, nonSpeechShare, readShare, validSeconds: valid };
  const invalid = mostlyRepeated(repeatedShare) || mostlyNotSpeech(nonSpeechShare) || mostlyRead(readShare);
  if (invalid || valid <= SPEAKING_MIN_SECONDS) {
    // Not 30 s of valid speech: the part is 0, as for speaking 30 s or less (an estimate).
    const zero = wholePart(PscPart.Topic, PscScoreRule.InvalidSpeech, Math.floor(valid));
    return {
      part: PscPart.Topic,
      deductions: [{ ...zero, estimate: true, cause }],
      notAssessed: CONTENT_RULES.filter((rule) => rule !== PscScoreRule.InvalidSpeech),
      measures: { ...timeMeasures, ...repetitionMeasures },
    };
  }

  const notAssessed = [...CONTENT_RULES];
  const deductions: Deduction[] = [];
  const estimate = pronunciationEstimate(reading);
  if (estimate) {
    const band = pronunciationBand(estimate.errorsPer100, estimate.accent);
    const rule = PscScoreRule.Pronunciation;
    deductions.push({ rule, count: null, level: band.band, points: band.points, estimate: true });
  } else {
    notAssessed.unshift(PscScoreRule.Pronunciation);
  }
  const speechRate = result.quality.measures.speechRate ?? 0;
  const longPauses = result.quality.measures.longPauses ?? 0;
  const fluency = naturalFluencyBand(speechRate, longPauses, spoken);
  deductions.push({
    rule: PscScoreRule.NaturalFluency,
    count: longPauses,
    level: fluency.band,
    points: fluency.points,
    estimate: true,
  });
  // The time rule counts valid speaking only; where invalid speech shortened it, the figure is an estimate.
  const short = shortSeconds(valid);
  const shortened = valid < spoken && short > shortSeconds(spoken);
  deductions.push({
    rule: PscScoreRule.SpeakingShort,
    count: short,
    level: speakingShortLevel(short),
    points: speakingShort(short),
    estimate: shortened,
    ...(shortened ? { cause } : {}),
  });
  return {
    part: PscPart.Topic,
    deductions,
    notAssessed,
    measures: {
      ...timeMeasures,
      ...repetitionMeasures,
      shortSeconds: short,
      speechRate,
      longPauses,
      longPausesPerMinute: fluency.pausesPerMinute,
      readSyllables: reading.said,
      readErrors: reading.errors,
      readDefects: reading.defects,
      ...(estimate
        ? {
            readErrorsPer100: estimate.errorsPer100,
            readFaultyPercent: estimate.faultyPercent,
            accent: estimate.accent,
          }
        : {}),
    },
  };
}
