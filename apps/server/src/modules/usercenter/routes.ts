import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { Limits } from '@hanyu/contracts/constants/limits';
import {
  AddUserStudyAction,
  BindUnique,
  CheckNickName,
  CodeLogin,
  CountryList,
  GetFileToken,
  GetPathInfo,
  GetStudyRecords,
  GetUserInfo,
  LanguageList,
  Login,
  LoginV4,
  Logout,
  Register,
  RegisterV4,
  ResumeSignIn,
  Reauthenticate,
  SendCode,
  SendVerifyCodeV4,
  UnbindUnique,
  UpdatePassword,
  UpdatePasswordForkey,
  UpdatePasswordVerify,
  UpdateUserInfo,
  WorkList,
} from '@hanyu/contracts/usercenter/account';
import { CaptchaVerify, GeeInit, GetCaptchaIdV4 } from '@hanyu/contracts/usercenter/captcha';
import {
  clearSignInCookie,
  readSignInCookie,
  setSignInCookie,
  SIGN_IN_COOKIE,
} from '../../platform/auth/sign-in-cookie.ts';
import { appError } from '../../platform/errors.ts';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { UploadTokens } from '../../platform/auth/upload-token.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { limitRate, type RateRule } from '../../platform/protocol/rate-limit.ts';
import { AccountRepository } from './account-repository.ts';
import { adminUserRoutes } from './admin-user-routes.ts';
import { AccountService, type SignedIn } from './account-service.ts';
import { AVATAR_NAME_BYTES, avatarKey, avatarOwner, imageKind, reencodeAvatar } from './avatar.ts';
import { CaptchaService } from './captcha-service.ts';
import { createDelivery } from './messaging/delivery.ts';
import { renderOutbox } from './messaging/outbox-page.ts';
import { COUNTRY_LIST, LANGUAGE_LIST, WORK_LIST } from './reference-data.ts';
import { StudyActionRepository } from './study-action-repository.ts';
import { VerificationCodeRepository } from './verification-code-repository.ts';
import { VerificationCodes } from './verification-codes.ts';

const MINUTE = 60 * 1000;
/** Per-address limits (issue 4): generous for a school behind one address, tight for a script. */
export const RATE_RULES = {
  login: { limit: 60, windowMs: 10 * MINUTE },
  register: { limit: 20, windowMs: 60 * MINUTE },
  sendCode: { limit: 30, windowMs: 60 * MINUTE },
  recovery: { limit: 30, windowMs: 60 * MINUTE },
  captcha: { limit: 120, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

const FILE_TOKEN_TTL_MS = 10 * MINUTE;
const AVATAR_UPLOAD_PATH = '/portal/upload/avatar';

/** Sign-up, sign-in, profile and study actions: the /usercenter group of spec section 7. */
export function usercenterRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const { delivery, close } = createDelivery(platform.config.messaging, platform.db, app.log);
  app.addHook('onClose', async () => close());
  const captcha = new CaptchaService(platform.store, platform.config.captchaProof);
  const codes = new VerificationCodes(
    new VerificationCodeRepository(platform.db),
    platform.store,
    delivery,
    platform.config.resourceToken.secret,
  );
  const photoUrl = (key: string) => (key ? `/${key}` : '');
  const accounts = new AccountService(
    new AccountRepository(platform.db),
    platform.sessions,
    codes,
    captcha,
    platform.store,
    photoUrl,
  );
  const studyActions = new StudyActionRepository(platform.db);
  adminUserRoutes(app, codes);
  const limit = (request: FastifyRequest, name: keyof typeof RATE_RULES) =>
    limitRate(platform.store, request, name, RATE_RULES[name]);
  // The browser's sign-in cookie goes only to these calls (docs/decisions/036-stored-web-token.md).
  const cookieScope = (request: FastifyRequest) => ({
    path: apiPath(platform.config.apiEnv, '/usercenter/'),
    secure: request.protocol === 'https',
  });
  /** A login or registration: the browser keeps its new sign-in instead of any older one. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, { login, signIn }: SignedIn) => {
    await accounts.replaceSignIn(readSignInCookie(request));
    setSignInCookie(reply, signIn.secret, signIn.expiresAt, new Date(), cookieScope(request));
    return login;
  };

  // Captcha.
  apiRoute(app, GetCaptchaIdV4, async () => ({ captchaId: await captcha.issueId() }));
  apiRoute(app, GeeInit, async ({ payload, request }) => {
    await limit(request, 'captcha');
    return captcha.newPuzzle(payload.captchaId, payload.purpose);
  });
  apiRoute(app, CaptchaVerify, async ({ payload, request }) => {
    await limit(request, 'captcha');
    return {
      captchaToken: await captcha.verify(payload.captchaId, payload.challenge, payload.x, payload.track, payload.proof),
    };
  });

  // Codes.
  for (const contract of [SendCode, SendVerifyCodeV4]) {
    apiRoute(app, contract, async ({ payload, request }) => {
      await limit(request, payload.purpose === CodePurpose.ResetPassword ? 'recovery' : 'sendCode');
      const { account, purpose, captchaToken, language, country } = payload;
      return accounts.sendCode(account, purpose, captchaToken, request.ip, language, country);
    });
  }

  // Register and sign in.
  for (const contract of [Register, RegisterV4]) {
    apiRoute(app, contract, async ({ payload, request, reply }) => {
      await limit(request, 'register');
      return signedIn(request, reply, await accounts.register(payload));
    });
  }
  for (const contract of [Login, LoginV4]) {
    apiRoute(app, contract, async ({ payload, request, reply }) => {
      await limit(request, 'login');
      const { account, password, site, captchaToken } = payload;
      return signedIn(request, reply, await accounts.login(account, password, site, captchaToken, request.ip));
    });
  }
  apiRoute(app, CodeLogin, async ({ payload, request, reply }) => {
    await limit(request, 'login');
    return signedIn(request, reply, await accounts.codeLogin(payload.account, payload.code, payload.site));
  });
  apiRoute(app, ResumeSignIn, async ({ request, reply }) => {
    const secret = readSignInCookie(request);
    const resumed = await accounts.resumeSignIn(secret);
    if (!resumed && request.headers.cookie?.includes(SIGN_IN_COOKIE)) clearSignInCookie(reply, cookieScope(request));
    return resumed;
  });
  apiRoute(app, Reauthenticate, async (context) => {
    await limit(context.request, 'login');
    const { userId, tokenHash } = context.session;
    await accounts.reauthenticate(userId, tokenHash, context.payload.password, context.request.ip);
    return true;
  });
  apiRoute(app, Logout, async (context) => {
    const { request, reply } = context;
    await accounts.logout(context.session.tokenHash, readSignInCookie(request));
    clearSignInCookie(reply, cookieScope(request));
    return true;
  });

  // Password.
  apiRoute(app, UpdatePassword, async (context) => {
    const { userId, tokenHash } = context.session;
    const { oldPassword, password, confirmPassword } = context.payload;
    await accounts.changePassword(userId, tokenHash, oldPassword, password, confirmPassword);
    return true;
  });
  apiRoute(app, UpdatePasswordVerify, async ({ payload, request }) => {
    await limit(request, 'recovery');
    return { resetKey: await accounts.verifyForReset(payload.account, payload.code) };
  });
  apiRoute(app, UpdatePasswordForkey, async ({ payload, request }) => {
    await limit(request, 'recovery');
    await accounts.resetPassword(payload.resetKey, payload.password, payload.confirmPassword);
    return true;
  });

  // Profile.
  apiRoute(app, GetUserInfo, async (context) => accounts.profile(context.session.userId));
  apiRoute(app, UpdateUserInfo, async (context) => {
    const { userId } = context.session;
    const { userPhoto } = context.payload;
    // Only the key of an avatar this learner uploaded: the exact form the upload gives, and stored.
    if (userPhoto && (avatarOwner(userPhoto) !== userId || !(await platform.files.describe(userPhoto)))) {
      throw appError('AvatarInvalid');
    }
    return accounts.updateProfile(userId, context.payload);
  });
  apiRoute(app, CheckNickName, async ({ payload, session: current }) => ({
    available: await accounts.nickNameAvailable(payload.nickName, current?.userId),
  }));
  apiRoute(app, BindUnique, async (context) =>
    accounts.bind(context.session.userId, context.payload.account, context.payload.code),
  );
  apiRoute(app, UnbindUnique, async (context) =>
    accounts.unbind(context.session.userId, context.payload.kind, context.payload.code),
  );

  // Reference data.
  apiRoute(app, WorkList, async () => WORK_LIST);
  apiRoute(app, LanguageList, async () => LANGUAGE_LIST);
  apiRoute(app, CountryList, async () => COUNTRY_LIST);
  apiRoute(app, GetPathInfo, async () => platform.config.sites);

  // Study actions.
  apiRoute(app, AddUserStudyAction, async (context) => {
    await accounts.requireBoundMobile(context.session.userId);
    await studyActions.record(context.session.userId, context.payload.modelCode);
    return true;
  });
  apiRoute(app, GetStudyRecords, async (context) =>
    studyActions.page(context.session.userId, context.payload.page, context.payload.pageSize),
  );

  // Avatar upload: a file token from the protocol, then the image bytes to the upload address.
  const uploadTokens = new UploadTokens(platform.store, FILE_TOKEN_TTL_MS);
  apiRoute(app, GetFileToken, async (context) => ({
    fileToken: await uploadTokens.issue(context.session.userId),
    uploadUrl: AVATAR_UPLOAD_PATH,
    maxBytes: Limits.avatarMaxBytes,
  }));
  void app.register(async (upload) => {
    for (const type of ['image/jpeg', 'image/png']) {
      upload.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: Limits.avatarMaxBytes },
        (_request, body, done) => done(null, body),
      );
    }
    upload.post(AVATAR_UPLOAD_PATH, { bodyLimit: Limits.avatarMaxBytes }, async (request) => {
      const userId = await uploadTokens.redeem(request.headers['x-file-token']);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || !imageKind(bytes)) throw appError('AvatarInvalid');
      const key = avatarKey(userId, randomBytes(AVATAR_NAME_BYTES).toString('hex'));
      await platform.files.save(key, await reencodeAvatar(bytes), { contentType: 'image/jpeg' });
      return { key, url: photoUrl(key) };
    });
  });

  // The development outbox: codes sent without SMTP or an SMS provider, for a local install.
  if (platform.config.messaging.devOutboxPage) {
    app.get('/dev/outbox', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderOutbox(await delivery.outbox.latest())),
    );
  }
}
