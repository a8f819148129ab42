/** What the recorder's audio worklet and the page say to each other over the node's port. */

/** Name under which the worklet registers its processor. */
export const RECORDER_PROCESSOR = 'hanyu-recorder';

/** Chunks (and level readings) per second: about 20, enough for a meter that moves smoothly. */
export const CHUNKS_PER_SECOND = 20;

export interface RecorderProcessorOptions {
  /** Rate of the samples the worklet sends: the engine's 16 kHz. */
  outputRate: number;
}

/** From the worklet: a chunk of resampled audio with the level of the sound it came from. */
export interface ChunkMessage {
  type: 'chunk';
  samples: Float32Array;
  /** Duration of the captured sound behind this chunk, in seconds. */
  seconds: number;
  rmsDbfs: number;
  peakDbfs: number;
}

/** From the worklet, after a stop: the resampler's last samples. No message follows. */
export interface EndMessage {
  type: 'end';
  samples: Float32Array;
}

export type FromRecorderWorklet = ChunkMessage | EndMessage;

/** To the worklet: finish the stream. */
export interface StopMessage {
  type: 'stop';
}
