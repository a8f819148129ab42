import { z } from 'zod';
import { CodePurpose, Gender, Site } from '../constants/account.ts';
import { MAINLAND } from '../constants/phone-regions.ts';
import { INTERFACE_LANGUAGES, Limits, type InterfaceLanguage } from '../constants/limits.ts';
import { MODEL_CODES } from '../constants/model-code.ts';
import { defineContract } from '../protocol/contract.ts';
import {
  accountField,
  birthdayField,
  captchaTokenField,
  codeField,
  codeRecipientField,
  emailField,
  loginPasswordField,
  passwordAgainField,
  mobileField,
  newPasswordField,
  nickNameField,
  phoneIssue,
  phoneRegionField,
  purposeField,
  typedPhoneField,
} from './fields.ts';

/** The nested user info of spec section 3 that login and register return with the token. */
export const userInfoSchema = z.object({
  id: z.string(),
  /** The same as id (section 3). */
  userId: z.string(),
  mobile: z.string(),
  email: z.string(),
  userName: z.string(),
  userPhoto: z.string(),
  nickName: z.string(),
  education: z.string(),
  language: z.string(),
  country: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The personal profile (section 3) on top of the user info. */
export const profileSchema = userInfoSchema.extend({
  tel: z.string(),
  gender: z.enum([Gender.Male, Gender.Female]).or(z.literal('')),
  birthday: z.string(),
  job: z.string(),
  signature: z.string(),
  site: z.enum([Site.China, Site.Overseas]),
  /** Whether the profile still lacks what section 5 requires (birthday and contact). */
  needsCompletion: z.boolean(),
  interests: z.array(z.string()),
  /** What the profile still lacks, by name, so the learner is asked for that and nothing else. */
  missing: z.array(z.enum(['birthday', 'contact'])),
  /**
   * A minor's guardian as confirmed at registration, partly hidden (+852 ****4567, g***@example.com);
   * '' when there is none.
   */
  guardianContact: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  /**
   * A China-site account without a mainland mobile number must bind one before going on (section 6):
   * until it does, learning calls answer MobileBindRequired.
   */
  needsMobileBinding: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const sendCodePayload = {
  /**
   * A mainland mobile or an e-mail address; for a guardian's code with `country` other than CN, that
   * region's mobile number (checked by its rules, below).
   */
  account: codeRecipientField,
  purpose: purposeField,
  /** From the solved slider; without it the answer is 请完成滑块验证. */
  captchaToken: captchaTokenField.optional(),
  /** The interface language the message is written in (zh by default). */
  language: z.enum(INTERFACE_LANGUAGES as [InterfaceLanguage, ...InterfaceLanguage[]]).optional(),
  /**
   * The country or region of a guardian's mobile number (docs/decisions/044); CN when absent. Only a
   * guardian's code goes to a number outside the mainland.
   */
  country: phoneRegionField.optional(),
};
type SendCodeFields = { account: string; purpose: CodePurpose; country?: string | undefined };

/** The account a code goes to: the spec's mainland mobile or e-mail, or a guardian's mobile in its region. */
function checkCodeRecipient({ account, purpose, country }: SendCodeFields, context: z.RefinementCtx): void {
  if (country === undefined || country === MAINLAND) {
    const parsed = accountField.safeParse(account);
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['account'], input: account });
    }
    return;
  }
  if (purpose !== CodePurpose.Guardian) {
    context.addIssue({ code: 'custom', message: 'MobileFormat', path: ['account'], input: account });
    return;
  }
  const issue = phoneIssue(country, account, 'account');
  if (issue) context.addIssue(issue);
}
const sendCodeResult = z.object({
  channel: z.enum(['sms', 'email']),
  /** Seconds before the next code may be asked for (the UI's countdown). */
  resendAfterSeconds: z.number().int(),
});

/** Sends a 6-digit code by SMS or e-mail; the slider must have been solved for this purpose. */
export const SendCode = defineContract({
  path: '/usercenter/v3/sendcode',
  access: 'optional-login',
  payload: sendCodePayload,
  response: sendCodeResult,
  check: checkCodeRecipient,
});
export const SendVerifyCodeV4 = defineContract({
  path: '/usercenter/v3/sendVerifyCodeV4',
  access: 'optional-login',
  payload: sendCodePayload,
  response: sendCodeResult,
  check: checkCodeRecipient,
});

const registerPayload = {
  account: accountField,
  code: codeField,
  password: newPasswordField,
  confirmPassword: z.string(),
  nickName: nickNameField.optional(),
  /** The privacy policy must be agreed (section 5). */
  agreePrivacy: z.boolean(),
  captchaToken: captchaTokenField.optional(),
  birthday: birthdayField,
  /**
   * Under 18, a guardian confirms with a code (section 6, docs/decisions/044): sent to their mobile
   * number, in the country or region `guardianCountry` names (the mainland when absent, as the spec's
   * field always was), or to their e-mail address where the learner registers with e-mail or on the
   * overseas site.
   */
  guardianMobile: typedPhoneField.optional(),
  guardianCountry: phoneRegionField.optional(),
  guardianEmail: emailField.optional(),
  guardianCode: codeField.optional(),
  site: z.enum([Site.China, Site.Overseas]).default(Site.China),
};
type GuardianFields = {
  guardianMobile?: string | undefined;
  guardianCountry?: string | undefined;
  guardianEmail?: string | undefined;
};

/** The guardian's number by its region's rules; one way of reaching the guardian, not two. */
function checkGuardian(payload: GuardianFields, context: z.RefinementCtx): void {
  if (payload.guardianMobile === undefined) return;
  const issue = phoneIssue(payload.guardianCountry ?? MAINLAND, payload.guardianMobile, 'guardianMobile');
  if (issue) context.addIssue(issue);
  if (payload.guardianEmail !== undefined) {
    context.addIssue({
      code: 'custom',
      message: 'GuardianOneChannel',
      path: ['guardianEmail'],
      input: payload.guardianEmail,
    });
  }
}
export const Register = defineContract({
  path: '/usercenter/v3/register',
  access: 'public',
  payload: registerPayload,
  response: loginResultSchema,
  check: checkGuardian,
});
export const RegisterV4 = defineContract({
  path: '/usercenter/v3/registerV4',
  access: 'public',
  payload: registerPayload,
  response: loginResultSchema,
  check: checkGuardian,
});

const loginPayload = {
  account: accountField,
  password: loginPasswordField,
  /** Required after 3 wrong passwords on this account. */
  captchaToken: captchaTokenField.optional(),
  site: z.enum([Site.China, Site.Overseas]).default(Site.China),
};
export const Login = defineContract({
  path: '/usercenter/v3/login',
  access: 'public',
  payload: loginPayload,
  response: loginResultSchema,
});
export const LoginV4 = defineContract({
  path: '/usercenter/v3/loginV4',
  access: 'public',
  payload: loginPayload,
  response: loginResultSchema,
});

export const CodeLogin = defineContract({
  path: '/usercenter/v3/codeLogin',
  access: 'public',
  payload: { account: accountField, code: codeField, site: z.enum([Site.China, Site.Overseas]).default(Site.China) },
  response: loginResultSchema,
});

/**
 * The stored web token of spec section 7 turned back into a token for this tab (docs/decisions/036): the
 * sign-in the browser keeps in an httpOnly cookie gives a new session of the same sign-in, so a new tab,
 * a reopened address or a restarted browser stays signed in. Null when the browser holds no sign-in that
 * still works (none, logged out, expired); the cookie is then cleared.
 */
export const ResumeSignIn = defineContract({
  path: '/usercenter/v3/resumeSignIn',
  access: 'public',
  payload: {},
  response: loginResultSchema.nullable(),
});

/**
 * The signed-in user gives their password again (an administrator's session lapsed: ours). This tab
 * and the other tabs of its browser count as authenticated now. Wrong passwords count toward the same
 * lock as password sign-in (AccountLocked), so it is no way round it.
 */
export const Reauthenticate = defineContract({
  path: '/usercenter/reauthenticate',
  access: 'login',
  payload: { password: passwordAgainField },
  response: z.boolean(),
});

/** Ends the session and, in the browser, its whole sign-in: every tab that resumed it, and the cookie. */
export const Logout = defineContract({
  path: '/usercenter/v3/logout',
  access: 'login',
  payload: {},
  response: z.boolean(),
});

export const GetUserInfo = defineContract({
  path: '/usercenter/v3/getuserinfo',
  access: 'login',
  payload: {},
  response: profileSchema,
});

export const UpdateUserInfo = defineContract({
  path: '/usercenter/v3/updateuserinfo',
  access: 'login',
  payload: {
    nickName: nickNameField,
    /**
     * The contact phone: a mainland mobile or another phone number; '' when the account's own mobile
     * number is the contact (an account without one is refused with ContactRequired).
     */
    tel: mobileField
      .or(
        z
          .string()
          .trim()
          .regex(/^\+?[\d -]{5,20}$/, { message: 'ContactRequired' }),
      )
      .or(z.literal('')),
    gender: z.enum([Gender.Male, Gender.Female]),
    birthday: birthdayField,
    country: z.string().trim().max(8),
    language: z.string().trim().max(16),
    job: z.string().trim().max(32),
    signature: z.string().trim().max(Limits.signatureMaxLength, { message: 'SignatureTooLong' }).default(''),
    education: z.string().trim().max(32).default(''),
    /** A file key from the avatar upload; '' keeps the current photo. */
    userPhoto: z.string().max(512).default(''),
    interests: z.array(z.string().max(32)).max(20).optional(),
  },
  response: profileSchema,
});

export const CheckNickName = defineContract({
  path: '/usercenter/v3/checkNickName',
  access: 'optional-login',
  payload: { nickName: nickNameField },
  response: z.object({ available: z.boolean() }),
});

export const UpdatePassword = defineContract({
  path: '/usercenter/v3/updatePassword',
  access: 'login',
  payload: { oldPassword: loginPasswordField, password: newPasswordField, confirmPassword: z.string() },
  response: z.boolean(),
});

/** Find password, step 1 of 3: the security check (account and the code sent to it). */
export const UpdatePasswordVerify = defineContract({
  path: '/usercenter/v3/updatePasswordVerify',
  access: 'public',
  payload: { account: accountField, code: codeField },
  response: z.object({ resetKey: z.string() }),
});

/** Find password, step 2 of 3: the new password, with the single-use grant of step 1. */
export const UpdatePasswordForkey = defineContract({
  path: '/usercenter/v3/updatePasswordForkey',
  access: 'public',
  payload: { resetKey: z.string().min(1).max(128), password: newPasswordField, confirmPassword: z.string() },
  response: z.boolean(),
});

export const BindUnique = defineContract({
  path: '/usercenter/v3/bindUnique',
  access: 'login',
  payload: { account: accountField, code: codeField },
  response: profileSchema,
});

export const UnbindUnique = defineContract({
  path: '/usercenter/v3/unbindUnique',
  access: 'login',
  payload: { kind: z.enum(['mobile', 'email']), code: codeField },
  response: profileSchema,
});

const namedItem = z.object({
  code: z.string(),
  /** The name in each interface language. */
  names: z.object({ zh: z.string(), en: z.string(), ja: z.string(), ko: z.string(), ru: z.string() }),
});
export type NamedItem = z.infer<typeof namedItem>;

export const WorkList = defineContract({
  path: '/usercenter/v3/worklist',
  access: 'public',
  payload: {},
  response: z.array(namedItem),
});
export const LanguageList = defineContract({
  path: '/usercenter/v3/languagelist',
  access: 'public',
  payload: {},
  response: z.array(namedItem),
});
export const CountryList = defineContract({
  path: '/usercenter/v3/countrylist',
  access: 'public',
  payload: {},
  response: z.array(namedItem),
});

/** Addresses of the platform's other entrances (section 3, environment config). */
/**
 * The environment's addresses of spec section 3 (student, teacher and admin sites, the global web site,
 * app packages, teacher-account application): set per deployment, paths of this site or full URLs.
 */
export const siteLinksSchema = z.object({
  student: z.string(),
  teacher: z.string(),
  admin: z.string(),
  globalWeb: z.string(),
  appPackages: z.string(),
  teacherApply: z.string(),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

export const GetPathInfo = defineContract({
  path: '/usercenter/v3/getpathinfo',
  access: 'public',
  payload: {},
  response: siteLinksSchema,
});

/** A short-lived token for one avatar upload (the upload goes to /portal/upload/avatar). */
export const GetFileToken = defineContract({
  path: '/usercenter/v3/getFileToken',
  access: 'login',
  payload: {},
  response: z.object({ fileToken: z.string(), uploadUrl: z.string(), maxBytes: z.number().int() }),
});

/** Recorded on entering a learning page (section 7), with one of the model codes. */
export const AddUserStudyAction = defineContract({
  path: '/usercenter/addUserStudyAction',
  access: 'login',
  payload: { modelCode: z.enum(MODEL_CODES) },
  response: z.boolean(),
});

export const studyRecordSchema = z.object({ modelCode: z.string(), at: z.string() });
export const GetStudyRecords = defineContract({
  path: '/usercenter/v3/studyRecords',
  access: 'login',
  payload: {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  },
  response: z.object({
    total: z.number().int(),
    list: z.array(studyRecordSchema),
    /** Visits per model code over all records. */
    byModel: z.record(z.string(), z.number().int()),
  }),
});
