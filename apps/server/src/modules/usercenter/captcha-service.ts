import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { AccountLimits, CodePurpose } from '@hanyu/contracts/constants/account';
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

/** The store keys of a registration pass (decision 044): the pass, its account, its counts. */
const passKey = (token: string, part: '' | ':account' | ':sends' | ':guardians' | `:guardian:${string}` = '') =>
  `captcha:pass:${token}${part}`;

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
 * that is good for one call of that purpose within two minutes — or, solved for registration, for
 * that one registration's codes and the registration itself (its pass, decision 044). Each puzzle comes with a proof of
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

  /**
   * The registration pass a token stands for (decision 044): a slider solved for registration becomes
   * one on first use, and then pays for the registration's codes and the registration itself, for
   * `registrationPassTtlMs`. 'single' is a guardian slider of a client from before the pass: good for
   * that one guardian code, as it always was.
   */
  private async pass(token: string | undefined, purpose: CodePurpose): Promise<'pass' | 'single'> {
    if (!token) throw appError('SliderRequired');
    if (await this.store.get(passKey(token))) return 'pass';
    const solvedFor = await this.store.take(`captcha:token:${token}`);
    if (solvedFor === CodePurpose.Register) {
      await this.store.set(passKey(token), '1', AccountLimits.registrationPassTtlMs);
      return 'pass';
    }
    if (solvedFor === CodePurpose.Guardian && purpose === CodePurpose.Guardian) return 'single';
    // Never solved, solved for something else, or a pass that has ended (its account made, its time up).
    throw appError('SliderFailed');
  }

  /** What is left of the pass's time: every key of it ends when the pass does. */
  private async remaining(token: string): Promise<number> {
    return (await this.store.ttl(passKey(token))) ?? AccountLimits.registrationPassTtlMs;
  }

  /**
   * A pass registers one account: the first account it sends a registration code to (or registers)
   * is its account, and another asks for a new slider. So one slider never probes two accounts.
   */
  private async bindAccount(token: string, account: string, ttlMs: number): Promise<void> {
    if (await this.store.putIfAbsent(passKey(token, ':account'), account, ttlMs)) return;
    if ((await this.store.get(passKey(token, ':account'))) !== account) throw appError('SliderRequired');
  }

  /**
   * A code of a registration — the learner's own (`register`, to `recipient`, the account) or the
   * guardian's (`guardian`) — paid by the registration's pass: at most `registrationPassSends` codes,
   * to at most `registrationPassGuardians` guardians; past either, a new slider. Every count is one
   * atomic store step, so parallel sends cannot pass a limit together.
   */
  async forRegistrationCode(
    token: string | undefined,
    purpose: typeof CodePurpose.Register | typeof CodePurpose.Guardian,
    recipient: string,
  ): Promise<void> {
    if ((await this.pass(token, purpose)) === 'single' || !token) return;
    const ttlMs = await this.remaining(token);
    if (purpose === CodePurpose.Register) {
      await this.bindAccount(token, recipient, ttlMs);
    } else if (await this.store.putIfAbsent(passKey(token, `:guardian:${recipient}`), '1', ttlMs)) {
      if ((await this.store.increment(passKey(token, ':guardians'), ttlMs)) > AccountLimits.registrationPassGuardians) {
        // Not counted as this pass's guardian: asking again is refused again.
        await this.store.delete(passKey(token, `:guardian:${recipient}`));
        throw appError('SliderRequired');
      }
    }
    if ((await this.store.increment(passKey(token, ':sends'), ttlMs)) > AccountLimits.registrationPassSends) {
      throw appError('SliderRequired');
    }
  }

  /**
   * The registration call: its pass, bound to this account, or a slider solved for it just now (which
   * becomes a pass, so a wrong code can be typed again). The pass stays until `endRegistration`.
   */
  async forRegistration(token: string | undefined, account: string): Promise<void> {
    await this.pass(token, CodePurpose.Register);
    if (token) await this.bindAccount(token, account, await this.remaining(token));
  }

  /** The account is made: its pass ends, and the slider behind it pays for nothing more. */
  async endRegistration(token: string | undefined): Promise<void> {
    if (!token) return;
    for (const part of ['', ':account', ':sends', ':guardians'] as const) await this.store.delete(passKey(token, part));
  }
}
