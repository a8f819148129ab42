import { z } from 'zod';
import { purposeField } from './fields.ts';
import { defineContract } from '../protocol/contract.ts';

/** A captcha id fetched at start-up (spec section 1); the slider challenge is bound to it. */
export const GetCaptchaIdV4 = defineContract({
  path: '/usercenter/v3/captcha/getCaptchaIdV4',
  access: 'public',
  payload: {},
  response: z.object({ captchaId: z.string() }),
});

/** Geometry of the slider puzzle, in image pixels. */
export const SliderGeometry = { width: 320, height: 160, piece: 48 } as const;

/**
 * A proof-of-work challenge (ALTCHA's protocol): find the number n, at most `maxnumber`, for which
 * hash(salt + n) equals `challenge`. A browser finds it in about a second while the learner drags;
 * a script pays the same for every attempt.
 */
export const proofChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
});

/**
 * A new slider puzzle for one purpose: a background with a gap and the piece that fills it, as PNG
 * data URLs, and the proof of work that goes with its answer. Only the piece's row is told; the gap's
 * column is what the learner finds by dragging.
 */
export const GeeInit = defineContract({
  path: '/usercenter/v3/captcha/geeInit',
  access: 'public',
  payload: { captchaId: z.string().min(1).max(64), purpose: purposeField },
  response: z.object({
    challenge: z.string(),
    background: z.string(),
    piece: z.string(),
    pieceY: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    pieceSize: z.number().int(),
    proof: proofChallenge,
  }),
});

/** One sample of the drag: the piece's left edge (px) at a time (ms since the press). */
const trackPoint = z.tuple([z.number().min(-50).max(1000), z.number().min(0).max(600_000)]);

/** The learner's answer: where the piece was dropped, how it got there, and the proof of work. */
export const CaptchaVerify = defineContract({
  path: '/usercenter/v3/captcha/verify',
  access: 'public',
  payload: {
    captchaId: z.string().min(1).max(64),
    challenge: z.string().min(1).max(64),
    x: z.number().min(0).max(1000),
    track: z.array(trackPoint).max(2000),
    /** The solved proof of work: base64 of {algorithm, challenge, number, salt, signature} as JSON. */
    proof: z.string().min(1).max(2048),
  },
  response: z.object({ captchaToken: z.string() }),
});
