import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { AccountLimits, type CodePurpose } from '@hanyu/contracts/constants/account';
import { SliderGeometry } from '@hanyu/contracts/usercenter/captcha';
import { appError } from '../../platform/errors.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import { DROP_TOLERANCE_PX, looksHuman, makePuzzle, PIECE_IMAGE } from './slider-puzzle.ts';

/** How long a captcha id stays valid for the slider challenges bound to it. */
export const CAPTCHA_ID_TTL_MS = 10 * 60 * 1000;
/** How long a learner has to solve one puzzle. */
const CHALLENGE_TTL_MS = 2 * 60 * 1000;

interface Challenge {
  captchaId: string;
  purpose: CodePurpose;
  gapX: number;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The proof of work asked with every puzzle (decision 031). */
export interface ProofOfWork {
  /** Signs the challenges (shared by every instance). */
  hmacKey: string;
  /** The largest number the answer may be: a browser tries about half of them, a second's work. */
  maxNumber: number;
}

/**
 * The slider captcha: a puzzle per purpose, one answer per puzzle, and for a right answer a token
 * that is good for one call of that purpose within two minutes. Each puzzle comes with a proof of
 * work bound to it: reading the gap off the images (which a script does by template matching) is not
 * enough, every attempt also costs its work.
 */
export class CaptchaService {
  constructor(
    private readonly store: EphemeralStore,
    private readonly pow: ProofOfWork,
  ) {}

  async issueId(): Promise<string> {
    const captchaId = randomBytes(16).toString('hex');
    await this.store.set(`captcha:id:${captchaId}`, 'issued', CAPTCHA_ID_TTL_MS);
    return captchaId;
  }

  async isKnown(captchaId: string): Promise<boolean> {
    return (await this.store.get(`captcha:id:${captchaId}`)) !== null;
  }

  async newPuzzle(captchaId: string, purpose: CodePurpose) {
    if (!(await this.isKnown(captchaId))) throw appError('SliderFailed');
    const puzzle = makePuzzle();
    const challenge = randomBytes(16).toString('hex');
    const state: Challenge = { captchaId, purpose, gapX: puzzle.gapX };
    await this.store.set(`captcha:challenge:${challenge}`, JSON.stringify(state), CHALLENGE_TTL_MS);
    const proof = await createChallenge({
      hmacKey: this.pow.hmacKey,
      maxNumber: this.pow.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      params: { puzzle: challenge },
    });
    return {
      challenge,
      background: dataUrl(puzzle.background),
      piece: dataUrl(puzzle.piece),
      pieceY: puzzle.pieceY,
      width: SliderGeometry.width,
      height: SliderGeometry.height,
      pieceSize: PIECE_IMAGE,
      proof: { ...proof, maxnumber: this.pow.maxNumber },
    };
  }

  /** Checks a drop and its proof of work; each puzzle takes one answer, right or wrong. */
  async verify(
    captchaId: string,
    challenge: string,
    x: number,
    track: readonly (readonly [number, number])[],
    proof: string,
  ): Promise<string> {
    const saved = await this.store.take(`captcha:challenge:${challenge}`);
    if (!saved) throw appError('SliderFailed');
    const state = JSON.parse(saved) as Challenge;
    if (state.captchaId !== captchaId || Math.abs(x - state.gapX) > DROP_TOLERANCE_PX || !looksHuman(track, x)) {
      throw appError('SliderFailed');
    }
    if (!(await this.proofHolds(proof, challenge))) throw appError('SliderFailed');
    const token = randomBytes(24).toString('base64url');
    await this.store.set(`captcha:token:${token}`, state.purpose, AccountLimits.captchaTokenTtlMs);
    return token;
  }

  /** The proof is solved, signed by us, not expired, and made for this very puzzle. */
  private async proofHolds(proof: string, challenge: string): Promise<boolean> {
    try {
      if (extractParams(proof).puzzle !== challenge) return false;
      return await verifySolution(proof, this.pow.hmacKey, true);
    } catch {
      return false;
    }
  }

  /** Uses up a solved slider's token for its purpose; a missing one asks for the slider. */
  async consume(token: string | undefined, purpose: CodePurpose): Promise<void> {
    if (!token) throw appError('SliderRequired');
    const tokenPurpose = await this.store.take(`captcha:token:${token}`);
    if (tokenPurpose !== purpose) throw appError('SliderFailed');
  }
}
