/**
 * The recorder's AudioWorklet processor, on the audio rendering thread: mixes the microphone down
 * to mono, resamples it to 16 kHz as it streams (resampler.ts) and, about 20 times a second, posts
 * the new samples with the level of the sound they came from. Bundled on its own by Vite
 * (`?worker&url` in recorder.ts), since a worklet is loaded by URL, not imported.
 */
import { LevelAccumulator } from './level-meter.ts';
import {
  CHUNKS_PER_SECOND,
  RECORDER_PROCESSOR,
  type ChunkMessage,
  type EndMessage,
  type RecorderProcessorOptions,
  type StopMessage,
} from './recorder-messages.ts';
import { createResampler, type Resampler } from './resampler.ts';

/** The parts of AudioWorkletGlobalScope used here (TypeScript ships no lib for it). */
interface WorkletScope {
  sampleRate: number;
  AudioWorkletProcessor: new () => { readonly port: MessagePort };
  registerProcessor(
    name: string,
    processor: new (options: { processorOptions?: RecorderProcessorOptions }) => unknown,
  ): void;
}

const scope = globalThis as unknown as WorkletScope;

class RecorderProcessor extends scope.AudioWorkletProcessor {
  private readonly resampler: Resampler;
  private readonly level = new LevelAccumulator();
  private readonly chunkFrames = Math.round(scope.sampleRate / CHUNKS_PER_SECOND);
  private pending: Float32Array[] = [];
  private mono = new Float32Array(128);
  private stopped = false;

  constructor(options: { processorOptions?: RecorderProcessorOptions }) {
    super();
    this.resampler = createResampler(scope.sampleRate, options.processorOptions?.outputRate ?? scope.sampleRate);
    this.port.onmessage = (event: MessageEvent<StopMessage>) => {
      if (event.data.type === 'stop') this.finish();
    };
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    const channels = inputs[0] ?? [];
    const frames = channels[0]?.length ?? 0;
    // An input with no channels (a track ended or not yet started) is silence.
    if (frames === 0) return true;
    if (this.mono.length !== frames) this.mono = new Float32Array(frames);
    const mono = this.mono;
    if (channels.length === 1) mono.set(channels[0] ?? []);
    else {
      mono.fill(0);
      for (const channel of channels) for (let i = 0; i < frames; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
      for (let i = 0; i < frames; i += 1) mono[i] = (mono[i] ?? 0) / channels.length;
    }
    this.level.add(mono);
    this.pending.push(this.resampler.process(mono));
    if (this.level.count >= this.chunkFrames) this.post();
    return true;
  }

  private drain(): Float32Array {
    const length = this.pending.reduce((sum, part) => sum + part.length, 0);
    const samples = new Float32Array(length);
    let offset = 0;
    for (const part of this.pending) {
      samples.set(part, offset);
      offset += part.length;
    }
    this.pending = [];
    return samples;
  }

  private post(): void {
    const seconds = this.level.count / scope.sampleRate;
    const { rmsDbfs, peakDbfs } = this.level.take();
    const samples = this.drain();
    const message: ChunkMessage = { type: 'chunk', samples, seconds, rmsDbfs, peakDbfs };
    this.port.postMessage(message, [samples.buffer]);
  }

  private finish(): void {
    if (this.stopped) return;
    if (this.level.count > 0) this.post();
    this.stopped = true;
    const samples = this.resampler.flush();
    const message: EndMessage = { type: 'end', samples };
    this.port.postMessage(message, [samples.buffer]);
  }
}

scope.registerProcessor(RECORDER_PROCESSOR, RecorderProcessor);
