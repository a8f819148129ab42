import { describe, expect, it } from 'vitest';
import { concat, fade, harmonicTone, mix, silence, whiteNoise } from '../test/signals.ts';
import { analyseRecording } from './recording-analysis.ts';

describe("the recording chain's band edge", () => {
  it('is the Nyquist frequency when sound reaches the top of the band', () => {
    const speech = mix(
      concat(
        silence(0.3),
        harmonicTone(0.5, () => 200, 0.3, 39),
        silence(0.3),
      ),
      whiteNoise(1.1, 0.001),
    );
    expect(analyseRecording(speech).bandEdgeHz).toBe(8000);
  });

  it('is where a low-passed recording falls to digital silence', () => {
    // Harmonics of 200 Hz up to 4 kHz and nothing above: a codec's low-pass.
    const cut = concat(
      silence(0.3),
      fade(
        harmonicTone(0.5, () => 200, 0.3, 20),
        0.05,
      ),
      silence(0.3),
    );
    const edge = analyseRecording(cut).bandEdgeHz;
    expect(edge).toBeGreaterThanOrEqual(4000);
    expect(edge).toBeLessThan(6000);
  });
});
