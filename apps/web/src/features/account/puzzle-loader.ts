import { solveChallenge } from 'altcha-lib/v1';
import type { CodePurpose } from '@hanyu/contracts/constants/account';
import { Limits } from '@hanyu/contracts/constants/limits';
import { formatMessage } from '@hanyu/contracts/errors/catalogue';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { CaptchaVerify, GeeInit, GetCaptchaIdV4 } from '@hanyu/contracts/usercenter/captcha';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import type { TrackPoint } from './drag-track.ts';

/**
 * A slider puzzle ready to show: its images are decoded, it knows the captcha id it is bound to, and
 * its proof of work is being done while the learner drags (`work`: the answer to send with the drop).
 */
export type Puzzle = ResponseOf<typeof GeeInit> & { captchaId: string; work: Promise<string> };

/**
 * Does a puzzle's proof of work (about a second in a browser, on Web Crypto): the answer the server
 * asks with the drop, as base64 JSON.
 */
export function proveWork(proof: ResponseOf<typeof GeeInit>['proof']): Promise<string> {
  const { algorithm, challenge, salt, signature, maxnumber } = proof;
  return solveChallenge(challenge, salt, algorithm, maxnumber).promise.then((solution) => {
    if (!solution) throw new ApiError('SliderFailed', formatMessage('SliderFailed'));
    return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
  });
}

/** Rejects with `onTimeout()` when the work has not finished within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The captcha id fetched at start-up, or a new one when there is none (or it has expired). */
async function captchaId(fresh: boolean): Promise<string> {
  const known = sessionStore.get().captchaId;
  if (known && !fresh) return known;
  const { captchaId: issued } = await callApi(GetCaptchaIdV4, {});
  sessionStore.set({ captchaId: issued });
  return issued;
}

async function decodeImage(source: string): Promise<void> {
  const image = new Image();
  image.src = source;
  await image.decode();
}

async function fetchPuzzle(purpose: CodePurpose): Promise<Puzzle> {
  let id = await captchaId(false);
  let puzzle: ResponseOf<typeof GeeInit>;
  try {
    puzzle = await callApi(GeeInit, { captchaId: id, purpose });
  } catch (error) {
    // A captcha id lives ten minutes and an expired one is refused like a failed slider: once more, with a new id.
    if (!(error instanceof ApiError) || error.id !== 'SliderFailed') throw error;
    id = await captchaId(true);
    puzzle = await callApi(GeeInit, { captchaId: id, purpose });
  }
  const work = proveWork(puzzle.proof);
  // Awaited at the drop; a puzzle left undone must not leave an unhandled rejection behind.
  work.catch(() => undefined);
  await Promise.all([decodeImage(puzzle.background), decodeImage(puzzle.piece)]);
  return { ...puzzle, captchaId: id, work };
}

/** A new puzzle for one purpose, or the resource-timeout error (60205) after 10 s (spec sections 4, 8, 9). */
export function loadPuzzle(purpose: CodePurpose): Promise<Puzzle> {
  return withTimeout(
    fetchPuzzle(purpose),
    Limits.captchaTimeoutMs,
    () => new ApiError('CaptchaResourceTimeout', formatMessage('CaptchaResourceTimeout')),
  );
}

/** Sends the drop; a right answer gives the token that the caller's next call carries. */
export async function verifyDrop(puzzle: Puzzle, drop: { x: number; track: TrackPoint[] }): Promise<string> {
  const { captchaToken } = await callApi(CaptchaVerify, {
    captchaId: puzzle.captchaId,
    challenge: puzzle.challenge,
    x: drop.x,
    track: drop.track,
    proof: await puzzle.work,
  });
  return captchaToken;
}
