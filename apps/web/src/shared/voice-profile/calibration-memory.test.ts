import { describe, expect, it } from 'vitest';
import { calibrationKey, readCalibration, rememberCalibration } from './calibration-memory.ts';

describe('calibration memory', () => {
  it('remembers per learner whether the calibration was done or skipped', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    expect(readCalibration(storage, 'a')).toBeNull();
    rememberCalibration(storage, 'a', 'skipped');
    rememberCalibration(storage, 'b', 'done');
    expect(readCalibration(storage, 'a')).toBe('skipped');
    expect(readCalibration(storage, 'b')).toBe('done');
    expect(readCalibration(storage, 'c')).toBeNull();
    items.set(calibrationKey('c'), 'maybe');
    expect(readCalibration(storage, 'c')).toBeNull();
  });

  it('asks nothing of a browser without storage, or whose storage throws', () => {
    expect(readCalibration(null, 'a')).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCalibration(throwing, 'a')).toBeNull();
    expect(() => rememberCalibration(throwing, 'a', 'done')).not.toThrow();
  });
});
