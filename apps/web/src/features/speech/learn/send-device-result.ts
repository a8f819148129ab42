import { RecordDeviceResult } from '@hanyu/contracts/psc/device-result';
import { ApiError, callApi } from '../../../shared/api/api-client.ts';
import type { DeviceResultPayload } from './device-result.ts';

/** How long to wait before the one resend of a result the network lost. */
const RESEND_AFTER_MS = 3000;
/** Failures a resend may get past; any other answer would be the same again. */
const PASSING_FAILURES: ReadonlySet<string> = new Set(['NetworkDisconnected', 'ServiceUnavailable', 'RequestTimeout']);

/**
 * Sends the result for the learner's results. It happens beside the evaluation the learner already
 * sees, so a failure is not shown; a lost network gets one resend (the same id keeps one row).
 */
export async function sendDeviceResult(payload: DeviceResultPayload): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await callApi(RecordDeviceResult, payload, { quietSessionInvalid: true });
      return true;
    } catch (error) {
      // The server said no (a refused payload, an ended session): sending it again changes nothing.
      if (error instanceof ApiError && !PASSING_FAILURES.has(error.id)) return false;
      if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS));
    }
  }
  return false;
}
