import { encodeFileForm, MULTIPART_FORM, PARAMS_FIELD, type EncodedForm } from '../protocol/file-form.ts';

/**
 * How a recording travels with an evaluation call (docs/decisions/007-evaluation-upload.md): one
 * signed protocol POST whose body is multipart/form-data with the JSON payload in the field
 * `params` (as in the protocol's form mode) and the WAV file in the field `audio`. The caller builds
 * the body itself, so it knows the exact bytes the gateway signature covers (S-Content-MD5).
 */

/** What the evaluation takes (spec section 7: 16 kHz audio) and the longest recording accepted. */
export const RecordingLimits = {
  sampleRate: 16_000,
  channels: 1,
  maxSeconds: 180,
  /**
   * Largest body: three minutes of 32-bit float samples (the widest encoding accepted) plus room
   * for the WAV and multipart headers. Longer bodies are refused before they are read.
   */
  maxBodyBytes: 180 * 16_000 * 4 + 64 * 1024,
} as const;

export const RecordingFormField = { Params: PARAMS_FIELD, Audio: 'audio' } as const;
export const RECORDING_CONTENT_TYPE = 'audio/wav';
export { MULTIPART_FORM, type EncodedForm };

/** The body of an evaluation call: the payload as `params`, the WAV bytes as `audio`. */
export function encodeRecordingForm(payload: object, wav: Uint8Array, boundary?: string): EncodedForm {
  return encodeFileForm(
    payload,
    { field: RecordingFormField.Audio, filename: 'recording.wav', contentType: RECORDING_CONTENT_TYPE, bytes: wav },
    boundary,
  );
}
