/**
 * Whether a learner has been through the voice calibration (or skipped it): asked once per learner,
 * remembered in this browser.
 */
export type CalibrationOutcome = 'done' | 'skipped';

export const calibrationKey = (userId: string): string => `hanyu:voice-calibration:${userId}`;

export function readCalibration(storage: Pick<Storage, 'getItem'> | null, userId: string): CalibrationOutcome | null {
  try {
    const value = storage?.getItem(calibrationKey(userId));
    return value === 'done' || value === 'skipped' ? value : null;
  } catch {
    return null;
  }
}

export function rememberCalibration(
  storage: Pick<Storage, 'setItem'> | null,
  userId: string,
  outcome: CalibrationOutcome,
): void {
  try {
    storage?.setItem(calibrationKey(userId), outcome);
  } catch {
    // Without storage the calibration is not offered again on this page (the caller holds the outcome).
  }
}
