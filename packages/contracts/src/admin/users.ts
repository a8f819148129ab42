import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { accountField } from '../usercenter/fields.ts';
import { confirmationPassword } from './roles.ts';

/** Page size of the administrator's user search. */
export const USER_SEARCH_PAGE_SIZE = 20;
/** The shortest part of a phone, e-mail or nickname a search takes. */
export const USER_SEARCH_QUERY_MIN = 2;
/** Longest reason an administrator may give for suspending an account. */
export const SUSPEND_REASON_MAX = 200;

export const adminUserSchema = z.object({
  userId: z.string(),
  account: z.string(),
  nickName: z.string(),
  site: z.string(),
  createdAt: z.string(),
  /** Suspended by an administrator: the account cannot sign in until restored. */
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Users found by a part of their phone number, e-mail or nickname (at least 2 characters), newest
 * accounts first.
 */
export const SearchUsers = defineContract({
  path: '/admin/user/search',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: {
    query: z
      .string('请输入至少 2 个字符')
      .trim()
      .min(USER_SEARCH_QUERY_MIN, '请输入至少 2 个字符')
      .max(64, '最多 64 个字符'),
    page: z.number().int().min(1).max(10_000).default(1),
  },
  response: z.object({ total: z.number().int(), list: z.array(adminUserSchema) }),
});

/**
 * Suspends an account: it cannot sign in, and every session of it ends now. Asks for the
 * administrator's own password; an administrator cannot suspend their own account.
 */
export const SuspendUser = defineContract({
  path: '/admin/user/suspend',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: {
    account: accountField,
    reason: z
      .string('请填写停用原因')
      .trim()
      .min(1, '请填写停用原因')
      .max(SUSPEND_REASON_MAX, `停用原因最多 ${SUSPEND_REASON_MAX} 个字`),
    password: confirmationPassword,
  },
  response: adminUserSchema,
});

/** Lifts a suspension: the account signs in again. */
export const RestoreUser = defineContract({
  path: '/admin/user/restore',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { account: accountField },
  response: adminUserSchema,
});

/**
 * Sends the user a password-reset code to their own phone or e-mail (the find-password message), for
 * them to set a new password on the find-password screen: the administrator never sees the code or a
 * password.
 */
export const SendPasswordReset = defineContract({
  path: '/admin/user/sendReset',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { account: accountField },
  response: z.object({ channel: z.enum(['sms', 'email']) }),
});
