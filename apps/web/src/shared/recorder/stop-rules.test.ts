import { describe, expect, it } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import {
  MAX_RECORDING_SECONDS,
  MIN_RECORDING_SECONDS,
  PAUSE_AUTO_STOP_SECONDS,
  PAUSE_TAIL_SECONDS,
  StopRules,
} from './stop-rules.ts';

/** Chunks as the recorder reports them: 50 ms each. */
const CHUNK = 0.05;
const ROOM = -62;
const VOICE = -24;

function feed(rules: StopRules, seconds: number, level: number | ((at: number) => number)) {
  for (let i = 0; i < Math.round(seconds / CHUNK); i += 1) {
    const decision = rules.push(CHUNK, typeof level === 'number' ? level : level(rules.progress.elapsedSeconds));
    if (decision) return decision;
  }
  return null;
}

describe('recording stop rules', () => {
  it('names the spec limits', () => {
    expect(PAUSE_AUTO_STOP_SECONDS).toBe(Limits.pauseAutoStopSeconds);
    expect(PAUSE_AUTO_STOP_SECONDS).toBe(10);
    expect(MAX_RECORDING_SECONDS).toBe(180);
  });

  it('stops ten seconds into a pause and keeps one second after the last speech', () => {
    const rules = new StopRules();
    expect(feed(rules, 0.5, ROOM)).toBeNull();
    expect(feed(rules, 1, VOICE)).toBeNull();
    expect(rules.progress.heardSpeech).toBe(true);
    expect(feed(rules, 9.9, ROOM)).toBeNull();
    const decision = feed(rules, 0.2, ROOM);
    expect(decision).toEqual({
      reason: 'pause',
      keepSeconds: expect.closeTo(1.5 + PAUSE_TAIL_SECONDS, 6),
      tooShort: false,
    });
    expect(rules.progress.elapsedSeconds).toBeCloseTo(11.5, 6);
    // Later chunks change nothing.
    expect(rules.push(CHUNK, VOICE)).toBe(decision);
  });

  it('counts the silence from the start when nobody speaks, and keeps it all', () => {
    const rules = new StopRules();
    const decision = feed(rules, 12, ROOM);
    expect(decision?.reason).toBe('pause');
    expect(decision?.keepSeconds).toBeCloseTo(10, 6);
    expect(rules.progress.heardSpeech).toBe(false);
  });

  it('does not stop while the learner keeps talking with short gaps between syllables', () => {
    const rules = new StopRules();
    // 250 ms syllables with 80 ms gaps for 30 s, then the learner stops.
    const syllables = (at: number) => (at % 0.33 < 0.25 ? VOICE + 6 * Math.sin(at * 7) : -45);
    expect(feed(rules, 30, syllables)).toBeNull();
    expect(rules.stop()).toEqual({ reason: 'manual', keepSeconds: expect.closeTo(30, 6), tooShort: false });
  });

  it('follows a room that gets louder: its noise is not speech', () => {
    const rules = new StopRules();
    feed(rules, 1, ROOM);
    feed(rules, 1, VOICE);
    // An air conditioner starts: steady noise at -40 dBFS, louder than the old floor by 22 dB.
    const decision = feed(rules, 14, -40);
    expect(decision?.reason).toBe('pause');
  });

  it('does not take digital silence at the start for the room (a device warming up)', () => {
    const rules = new StopRules();
    feed(rules, 0.2, -100);
    feed(rules, 4, -52);
    // Noise at -52 dBFS stays noise once the zeros have left the floor's window.
    expect(feed(rules, 10, -52)?.reason).toBe('pause');
  });

  it('stops at three minutes', () => {
    const rules = new StopRules();
    const talking = (at: number) => (at % 0.4 < 0.3 ? VOICE : ROOM);
    const decision = feed(rules, 200, talking);
    expect(decision).toEqual({ reason: 'maxDuration', keepSeconds: MAX_RECORDING_SECONDS, tooShort: false });
    expect(rules.progress.remainingSeconds).toBe(0);
  });

  it('calls a stop before half a second too short', () => {
    const rules = new StopRules();
    feed(rules, 0.3, VOICE);
    expect(rules.stop()).toMatchObject({ reason: 'manual', tooShort: true });
    expect(MIN_RECORDING_SECONDS).toBe(0.5);
    const longer = new StopRules();
    feed(longer, 0.6, VOICE);
    expect(longer.stop().tooShort).toBe(false);
  });

  it('reports the time left and the silence so far', () => {
    const rules = new StopRules({ maxSeconds: 30 });
    feed(rules, 1, ROOM);
    feed(rules, 1, VOICE);
    feed(rules, 2, ROOM);
    expect(rules.progress).toMatchObject({
      elapsedSeconds: expect.closeTo(4, 6),
      remainingSeconds: expect.closeTo(26, 6),
      silenceSeconds: expect.closeTo(2, 6),
      heardSpeech: true,
      speaking: false,
    });
  });
});
