import type { z } from 'zod';
import { isSessionInvalid, type ErrorId } from '@hanyu/contracts/errors/catalogue';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { encodeFileForm, fileFormParts, type FormFile } from '@hanyu/contracts/protocol/file-form';
import { isSuccess, normaliseTotal, type Envelope } from '@hanyu/contracts/protocol/envelope';
import { commonFields } from './app-code.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { passwordAgain } from '../session/password-again.ts';
import { sessionStore } from '../session/session-store.ts';
import { loading } from '../ui/loading.ts';
import { formBodyMd5, postWithProgress, type ProgressListener } from './large-upload.ts';

/** A failed call: the catalogue id (translated for the user by `errors.<id>`) and the server's message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly id: ErrorId | string,
    message: string,
    readonly returnValue: unknown = null,
  ) {
    super(message);
  }
}

let gateway: GatewayClient | undefined;
function signer(): GatewayClient {
  gateway ??= new GatewayClient().config(runtimeConfig().gateway);
  return gateway;
}

/** The gateway headers of a call at this (environment-prefixed) path with this body: for the live socket. */
export function signCall(path: string, body: string): Record<string, string> {
  return signer().sign({ path, body });
}

type SessionInvalidHandler = () => void;
let onSessionInvalid: SessionInvalidHandler = () => undefined;

/** The app decides what an invalid session does (clear the token, go home, ask for login). */
export function setSessionInvalidHandler(handler: SessionInvalidHandler): void {
  onSessionInvalid = handler;
}

interface Contract<P extends z.ZodType, R extends z.ZodType> {
  path: string;
  payload: P;
  response: R;
}

/**
 * One call of the spec's protocol: a signed POST in json mode, the payload with token, appCode and
 * clientType added, the envelope read, and an invalid session handled before the caller sees the error.
 * An administrator call whose session lapsed asks for the password again (password-again.ts) and is
 * sent once more when it is given.
 */
export async function callApi<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'>,
  options: CallOptions = {},
): Promise<z.output<R>> {
  const quiet = options.quietSessionInvalid ?? false;
  if (options.loading === undefined) return send(contract, payload, quiet);
  loading.show(options.loading);
  try {
    return await send(contract, payload, quiet);
  } finally {
    loading.hide();
  }
}

export interface CallOptions {
  /** Shows the global loading indicator, with this text ('' for the default), while the call runs. */
  loading?: string;
  /**
   * An invalid session does not send the learner home to log in: for logout, whose purpose is already
   * to end the session.
   */
  quietSessionInvalid?: boolean;
}

/**
 * A spoken-evaluation call (/psc/evaluation/*): the payload in the form field `params` and the WAV
 * recording beside it, one multipart body signed over its exact bytes (docs/decisions/007).
 */
export async function callApiWithRecording<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'>,
  wav: Uint8Array,
): Promise<z.output<R>> {
  const { body, contentType } = encodeRecordingForm(withCommonFields(payload), wav);
  return exchange(contract, body, contentType, false);
}

/** A call with a file beside its payload (an import from the workspace), one multipart body signed over its bytes. */
export async function callApiWithFile<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'>,
  file: FormFile,
): Promise<z.output<R>> {
  return withPasswordAgain(() => {
    const { body, contentType } = encodeFileForm(withCommonFields(payload), file);
    return exchange(contract, body, contentType, false);
  });
}

/**
 * A call with a large file (a video): the body is sent as head, file, tail from the file's Blob and its
 * signature's MD5 is computed over slices, so the file is never held in memory whole; `onProgress` hears
 * the reading and the sending.
 */
export async function callApiWithLargeFile<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'>,
  file: Omit<FormFile, 'bytes'> & { blob: Blob },
  onProgress: ProgressListener,
): Promise<z.output<R>> {
  return withPasswordAgain(async () => {
    const parts = fileFormParts(withCommonFields(payload), file);
    const bodyMd5 = await formBodyMd5(parts, file.blob, onProgress);
    const path = apiPath(runtimeConfig().apiEnv, contract.path);
    const headers = { 'content-type': parts.contentType, ...signer().sign({ path, bodyMd5 }) };
    let envelope: Envelope<unknown>;
    try {
      const body = new Blob([parts.head.slice(), file.blob, parts.tail.slice()]);
      envelope = (await postWithProgress(path, headers, body, onProgress)) as Envelope<unknown>;
    } catch {
      throw new ApiError('NetworkDisconnected', '网络已断开，点击重试');
    }
    return readEnvelope(contract, envelope, false);
  });
}

/** Sends a call once more after the administrator gives their password again, when a lapsed session asked for it. */
async function withPasswordAgain<T>(once: () => Promise<T>): Promise<T> {
  try {
    return await once();
  } catch (error) {
    if (!(error instanceof ApiError) || error.id !== 'AdministratorPasswordRequired') throw error;
    if (!(await passwordAgain.request())) throw error;
    return once();
  }
}

function withCommonFields(payload: object): object {
  return { ...payload, ...commonFields(sessionStore.get().userInfo.token) };
}

async function send<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'>,
  quietSessionInvalid: boolean,
): Promise<z.output<R>> {
  return withPasswordAgain(() =>
    exchange(contract, JSON.stringify(withCommonFields(payload)), 'application/json', quietSessionInvalid),
  );
}

async function exchange<R extends z.ZodType>(
  contract: { path: string; response: R },
  body: string | Uint8Array,
  contentType: string,
  quietSessionInvalid: boolean,
): Promise<z.output<R>> {
  let envelope: Envelope<unknown>;
  try {
    const path = apiPath(runtimeConfig().apiEnv, contract.path);
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': contentType, ...signer().sign({ path, body }) },
      body: typeof body === 'string' ? body : new Blob([body.slice()]),
    });
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError('NetworkDisconnected', '网络已断开，点击重试');
  }
  return readEnvelope(contract, envelope, quietSessionInvalid);
}

/** The envelope's answer parsed by the contract, or its error thrown (an invalid session handled first). */
function readEnvelope<R extends z.ZodType>(
  contract: { response: R },
  envelope: Envelope<unknown>,
  quietSessionInvalid: boolean,
): z.output<R> {
  if (!isSuccess(envelope)) {
    if (isSessionInvalid(envelope.returnValue) && !quietSessionInvalid) onSessionInvalid();
    throw new ApiError(envelope.code, envelope.message, envelope.returnValue);
  }
  return contract.response.parse(normaliseTotal(envelope.returnValue)) as z.output<R>;
}
