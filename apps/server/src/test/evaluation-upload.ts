import type { LightMyRequestResponse } from 'fastify';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { gatewayClientFor, type TestApp } from './test-app.ts';

/**
 * An evaluation call as the web client makes it: the payload in `params` and the WAV in `audio`,
 * one multipart body, signed over its exact bytes.
 */
export async function callWithRecording(
  t: Pick<TestApp, 'app' | 'config'>,
  path: string,
  payload: object,
  wav: Uint8Array,
  options: { tamper?: (body: Buffer) => Buffer } = {},
): Promise<LightMyRequestResponse> {
  const url = apiPath(t.config.apiEnv, path);
  const { body, contentType } = encodeRecordingForm(payload, wav);
  const signed = gatewayClientFor(t.config).sign({ path: url, body });
  const sent = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return t.app.inject({
    method: 'POST',
    url,
    payload: options.tamper ? options.tamper(sent) : sent,
    headers: { 'content-type': contentType, ...signed },
  });
}
