// Speech engine benchmark over the development recordings (SPEECH_DATA_DIR, default
// ../shared/data/pinyin-syllables/wav16k from the repo root; never copied into the project).
// Measures, mostly through evaluate() (the path the server, CLI and worker run):
// - tone accuracy on isolated syllables with the 5x5 confusion matrix, and tone-error detection;
// - each contrast pair of spec section 3: through evaluate() (own and partner syllable) and by the
//   detector modules' own benchmarks, balanced accuracy;
// - recording-quality codes on degraded copies made in memory;
// - alignment (missing and extra syllables) on utterances joined from the recordings (no target);
// - F0 agreement with Praat (gross pitch errors), when Praat is installed;
// - real-time factor: CPU time of evaluate() over audio time, one thread;
// - per speaker (speaker-benchmark.ts): speaker A above and speaker B, the HSK words of
//   HSK_SPEECH_DIR decoded with ffmpeg into SPEECH_CACHE_DIR, in one shape (`speakers`: tones
//   isolated and in words, correct readings flagged, contrast pairs, false alarms and detection
//   per tone, gross substitutions, real-time factor), the targets per speaker (`targets`), the
//   leave-one-speaker-out figures (`leaveOneSpeakerOut`, speaker-options.ts) and speaker A under
//   augmented conditions made with sox (`augmented`). Without speaker B or ffmpeg, speaker A only.
// Writes bench/results/speech.json with each target and whether it is met; exits 1 when one is not.
// BENCH_SPEECH_LIMIT=N runs on N evenly spaced files per speaker (quick look); the recorded figures
// use all. BENCH_SPEECH_WORKERS (default 2) sets the worker threads of the per-speaker passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAlignment } from './speech/alignment-check.ts';
import { measureFinalContrasts } from './speech/contrast-finals.ts';
import { measureInitialContrasts } from './speech/contrast-initials.ts';
import { measureContrastsThroughEvaluate } from './speech/contrast-through-evaluate.ts';
import { loadRecordings, secondsOf } from './speech/development-set.ts';
import { runEvaluatePass, runWrongTonePass } from './speech/evaluate-pass.ts';
import { developmentFiles, measurePitchAgreement, speechDataDir } from './speech/pitch-agreement.ts';
import { writePolyphoneResults } from './speech/polyphones.ts';
import { isPraatAvailable } from './speech/praat.ts';
import { measureQualityCodes } from './speech/quality-codes.ts';
import { benchWorkers, speechCacheDir } from './speech/bench-settings.ts';
import { EvaluationPool } from './speech/evaluation-pool.ts';
import { engineFingerprint } from './speech/engine-fingerprint.ts';
import { measureSpeakers } from './speech/speaker-benchmark.ts';
import { measureToneAccuracy } from './speech/tone-accuracy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGETS = {
  toneAccuracy: 0.95,
  contrastBalancedAccuracy: 0.85,
  qualityCodeAccuracy: 1,
  realTimeFactor: 0.02,
  grossPitchErrorRate: 0.03,
} as const;
/** Degraded copies are made from this many recordings (times ten kinds of damage). */
const QUALITY_SAMPLE = 40;
/** Recordings evaluated against a wrong tone. */
const WRONG_TONE_SAMPLE = 400;
/** Three-syllable utterances built for the alignment check (three evaluations each). */
const ALIGNMENT_UTTERANCES = 100;
/** Evaluations run before timing starts: a serving engine is warm (JIT-compiled). */
const WARM_UP = 20;

function round(value: number, digits = 4): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

async function main(): Promise<number> {
  const limit = process.env.BENCH_SPEECH_LIMIT ? Number(process.env.BENCH_SPEECH_LIMIT) : undefined;
  const files = await developmentFiles(limit);
  if (!files || files.length === 0) {
    log(`Speech benchmark: no development recordings at ${speechDataDir()}.`);
    log('Set SPEECH_DATA_DIR to the folder of 16 kHz <pinyin><tone>.wav files (see ../shared/data/pinyin-syllables).');
    return 2;
  }
  const started = performance.now();
  const engineAtStart = await engineFingerprint();
  // Started now so its workers load the same engine as this thread (evaluation-pool.ts).
  const pool = await EvaluationPool.start(benchWorkers());
  const engineLoaded = await engineFingerprint();
  const recordings = await loadRecordings(files);
  log(`${recordings.length} recordings, ${secondsOf(recordings).toFixed(0)} s of audio`);

  // Copies: the per-recording analysis cache (phonetics/recording-analysis.ts) must not serve
  // the timed pass.
  runEvaluatePass(recordings.slice(0, WARM_UP).map((r) => ({ ...r, samples: r.samples.slice() })));
  log('evaluate() on every recording (own syllable) ...');
  const own = runEvaluatePass(recordings);
  log('evaluate() against a wrong tone ...');
  const wrongTone = runWrongTonePass(recordings, WRONG_TONE_SAMPLE);
  log('contrast pairs through evaluate() (own and partner syllable) ...');
  const contrastsThroughEvaluate = measureContrastsThroughEvaluate(own.evaluations);
  log('contrast detectors (module benchmarks) ...');
  const dataDir = path.dirname(files[0] ?? speechDataDir());
  const detectors =
    limit === undefined
      ? { ...(await measureInitialContrasts(dataDir)), ...(await measureFinalContrasts(dataDir)) }
      : null;
  log('alignment on three-syllable utterances built from the recordings ...');
  const alignment = measureAlignment(recordings, ALIGNMENT_UTTERANCES);
  log('quality codes on degraded copies ...');
  const quality = measureQualityCodes(recordings, QUALITY_SAMPLE);
  log('tone classifier alone (no expected tone) ...');
  const classifierOnly = await measureToneAccuracy(files);
  const praat = await isPraatAvailable();
  log(praat ? 'F0 agreement with Praat ...' : 'Praat is not installed: F0 agreement not measured (null).');
  const pitch = praat ? await measurePitchAgreement(files) : null;
  const perSpeaker = await measureSpeakers(limit, pool, log);
  await pool.close();
  const engineChanged = engineLoaded !== engineAtStart;
  if (engineChanged) log('The engine source changed while the benchmark loaded it: figures may mix two versions.');

  const target = TARGETS.contrastBalancedAccuracy;
  const pairs = Object.entries(contrastsThroughEvaluate).map(([pair, figures]) => {
    const detector = detectors?.[pair]?.balancedAccuracy;
    return {
      pair,
      ...figures,
      balancedAccuracy: round(figures.balancedAccuracy),
      balancedAccuracyAnyConfidence: round(figures.balancedAccuracyAnyConfidence),
      detectorModule: detector === undefined ? null : round(detector),
      pass: figures.balancedAccuracy >= target,
      detectorPass: detector === undefined ? null : detector >= target,
    };
  });
  const results = {
    toneAccuracy: {
      target: TARGETS.toneAccuracy,
      value: round(own.figures.tones.accuracy),
      pass: own.figures.tones.accuracy >= TARGETS.toneAccuracy,
    },
    contrastPairs: {
      target,
      measured: pairs.length,
      /** The engine as it decides: evaluate() against own and partner syllable, error above CONTRAST_ERROR_CONFIDENCE (0.6); `details.contrastPairs[].byThreshold` sweeps it. */
      throughEvaluate: Object.fromEntries(pairs.map((p) => [p.pair, p.balancedAccuracy])),
      failingThroughEvaluate: pairs.filter((p) => !p.pass).map((p) => p.pair),
      /** The detectors' own benchmarks (bench/speech/contrast-initials.ts, contrast-finals.ts): heard member. */
      detectors: detectors ? Object.fromEntries(pairs.map((p) => [p.pair, p.detectorModule])) : null,
      failingDetectors: detectors ? pairs.filter((p) => p.detectorPass === false).map((p) => p.pair) : null,
      pass: pairs.length === 19 && pairs.every((p) => p.pass && p.detectorPass !== false),
    },
    qualityCodes: {
      target: TARGETS.qualityCodeAccuracy,
      value: round(quality.accuracy),
      cleanRecordingsRefused: own.figures.refused.length,
      pass: quality.accuracy >= TARGETS.qualityCodeAccuracy && own.figures.refused.length === 0,
    },
    realTimeFactor: {
      target: TARGETS.realTimeFactor,
      value: round(own.figures.realTimeFactor),
      pass: own.figures.realTimeFactor <= TARGETS.realTimeFactor,
    },
    grossPitchErrorRate: {
      target: TARGETS.grossPitchErrorRate,
      value: pitch ? round(pitch.grossErrorRate) : null,
      pass: pitch ? pitch.grossErrorRate <= TARGETS.grossPitchErrorRate : null,
    },
  };
  const report = {
    benchmark: 'speech-engine',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => round(l, 2)),
    dataDir: path.relative(path.resolve(here, '..'), dataDir),
    files: recordings.length,
    audioSeconds: round(own.figures.audioSeconds, 1),
    limited: limit !== undefined,
    /** Source of packages/speech/src and contracts when loaded; changedWhileLoading: main thread and workers may differ. */
    engine: { fingerprint: engineAtStart, changedWhileLoading: engineChanged },
    results,
    /** The targets of `results` and the per-speaker targets (`targets.bySpeaker`) all met. */
    allPass: Object.values(results).every((r) => r.pass !== false) && (perSpeaker?.allPass ?? true),
    resultsPass: Object.values(results).every((r) => r.pass !== false),
    speakers: perSpeaker?.speakers ?? null,
    leaveOneSpeakerOut: perSpeaker?.leaveOneSpeakerOut ?? null,
    targets: perSpeaker?.targets ?? null,
    augmented: perSpeaker?.augmented ?? null,
    details: {
      evaluate: {
        cpuSeconds: round(own.figures.cpuSeconds, 2),
        wallSeconds: round(own.figures.wallSeconds, 2),
        wallRealTimeFactor: round(own.figures.wallRealTimeFactor),
        refused: own.figures.refused,
        notSyllables: own.figures.notSyllables,
        extraSyllableFiles: own.figures.extraSyllableFiles,
        statusCounts: own.figures.statusCounts,
      },
      tones: {
        ...own.figures.tones,
        accuracy: round(own.figures.tones.accuracy),
        perTone: Object.fromEntries(Object.entries(own.figures.tones.perTone).map(([t, v]) => [t, round(v)])),
        confusionNote: 'rows: tone said (5 = neutral-tone files), columns: tone heard 1-5',
        wrongTone: { ...wrongTone, detectionRate: round(wrongTone.detectionRate) },
        classifierOnly: {
          accuracy: round(classifierOnly.accuracy),
          perTone: classifierOnly.perTone,
          confusion: classifierOnly.confusion,
          note: 'tones/ classifier on the whole file, no expected tone (bench/speech/tone-accuracy.ts)',
        },
      },
      contrastPairs: pairs,
      alignment,
      qualityCodes: quality,
      pitch,
    },
    seconds: round((performance.now() - started) / 1000, 1),
  };
  // The speakers' full figures are in the file; the console shows their key figures and targets.
  console.log(JSON.stringify({ ...report, details: undefined, speakers: undefined }, null, 2));
  if (process.env.BENCH_SPEECH_DETAILS) log(JSON.stringify(report.details, null, 1));
  if (limit === undefined) {
    const output = path.join(here, 'results/speech.json');
    fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
    log(`Wrote ${path.relative(process.cwd(), output)}`);
  } else {
    // A quick look still wants the per-speaker figures: kept beside the cached recordings.
    const output = path.join(speechCacheDir(), 'speech-limited.json');
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
    log(
      `A limited run: bench/results/speech.json is left as it was; this run's figures are in ${path.relative(process.cwd(), output)}.`,
    );
  }
  // Readings in context: bench/results/polyphones.json.
  const polyphonesPass = await writePolyphoneResults(log);
  return report.allPass && polyphonesPass ? 0 : 1;
}

process.exitCode = await main();
