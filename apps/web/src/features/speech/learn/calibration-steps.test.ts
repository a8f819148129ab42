import { describe, expect, it } from 'vitest';
import { CALIBRATION_SYLLABLES, emptyProfile } from '@hanyu/speech/profile/speaker-profile';
import {
  CALIBRATION_STEPS,
  calibrationOutcome,
  calibrationReducer,
  calibrationTarget,
  initialCalibration,
  shouldOffer,
  type CalibrationAction,
  type CalibrationState,
} from './calibration-steps.ts';

const run = (actions: CalibrationAction[], from: CalibrationState = initialCalibration) =>
  actions.reduce(calibrationReducer, from);
const readOne: CalibrationAction[] = [{ type: 'recorded' }, { type: 'evaluated', accepted: true }];

describe('voice calibration', () => {
  it('reads the five calibration syllables one after another, then is done', () => {
    let state = run([{ type: 'offer' }, { type: 'start' }]);
    const read: string[] = [];
    while (state.phase === 'reading') {
      read.push(calibrationTarget(state.index).pinyin);
      state = run(readOne, state);
    }
    expect(read).toEqual([...CALIBRATION_SYLLABLES]);
    expect(state).toEqual({ phase: 'done' });
    expect(calibrationOutcome(state)).toBe('done');
    expect(CALIBRATION_STEPS).toBe(5);
  });

  it('asks for the same syllable again when a recording is refused or fails', () => {
    const started = run([{ type: 'offer' }, { type: 'start' }, ...readOne]);
    const refused = run([{ type: 'recorded' }, { type: 'evaluated', accepted: false }], started);
    expect(refused).toMatchObject({ phase: 'reading', index: 1, busy: false, refused: true });
    const failed = run(
      [{ type: 'recorded' }, { type: 'failed', problem: { id: 'EvaluationFailed', message: '' } }],
      refused,
    );
    expect(failed).toMatchObject({ index: 1, busy: false, refused: false, problem: { id: 'EvaluationFailed' } });
    expect(run([{ type: 'recorded' }], failed)).toMatchObject({ busy: true, problem: null });
  });

  it('can be skipped at every step but not after it is done, and skipping is remembered', () => {
    const offered = run([{ type: 'offer' }]);
    expect(calibrationOutcome(run([{ type: 'skip' }], offered))).toBe('skipped');
    const midway = run([{ type: 'start' }, ...readOne, { type: 'recorded' }], offered);
    expect(run([{ type: 'skip' }], midway)).toEqual({ phase: 'skipped' });
    expect(run([{ type: 'skip' }], { phase: 'done' })).toEqual({ phase: 'done' });
    expect(calibrationOutcome(midway)).toBeNull();
  });

  it('ignores what does not belong to its phase', () => {
    expect(run([{ type: 'start' }])).toEqual(initialCalibration);
    expect(run([{ type: 'evaluated', accepted: true }], { phase: 'offered' })).toEqual({ phase: 'offered' });
    expect(run([{ type: 'offer' }], { phase: 'skipped' })).toEqual({ phase: 'skipped' });
  });

  it('is offered to a signed-in learner not asked before whose voice is not yet known', () => {
    const base = { signedIn: true, remembered: null, profileLoaded: true, profile: null };
    expect(shouldOffer(base)).toBe(true);
    expect(shouldOffer({ ...base, profile: { ...emptyProfile(), recordings: 4 } })).toBe(true);
    expect(shouldOffer({ ...base, profile: { ...emptyProfile(), recordings: 5 } })).toBe(false);
    expect(shouldOffer({ ...base, signedIn: false })).toBe(false);
    expect(shouldOffer({ ...base, remembered: 'skipped' })).toBe(false);
    expect(shouldOffer({ ...base, remembered: 'done' })).toBe(false);
    expect(shouldOffer({ ...base, profileLoaded: false })).toBe(false);
  });
});
