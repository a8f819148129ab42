import type { LightMyRequestResponse } from 'fastify';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { encodeFileForm, type EncodedForm, type FormFile } from '@hanyu/contracts/protocol/file-form';
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
  return sendForm(t, path, encodeRecordingForm(payload, wav), options);
}

/** A call with a file beside its payload (an import from the workspace), signed over its exact bytes. */
export async function callWithFile(
  t: Pick<TestApp, 'app' | 'config'>,
  path: string,
  payload: object,
  file: FormFile,
  options: { tamper?: (body: Buffer) => Buffer } = {},
): Promise<LightMyRequestResponse> {
  return sendForm(t, path, encodeFileForm(payload, file), options);
}

async function sendForm(
  t: Pick<TestApp, 'app' | 'config'>,
  path: string,
  { body, contentType }: EncodedForm,
  options: { tamper?: (body: Buffer) => Buffer } = {},
): Promise<LightMyRequestResponse> {
  const url = apiPath(t.config.apiEnv, path);
  const signed = gatewayClientFor(t.config).sign({ path: url, body });
  const sent = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return t.app.inject({
    method: 'POST',
    url,
    payload: options.tamper ? options.tamper(sent) : sent,
    headers: { 'content-type': contentType, ...signed },
  });
}
