// No zod here: the web client reads the app code at start-up, before the contracts are loaded.

/**
 * The app a call comes from (spec section 7: website by default). The overseas teacher and student apps
 * send a blank token (spec section 6); their codes are not named by the spec, these are ours
 * (docs/decisions/068-protocol-leftovers.md).
 */
export const AppCode = {
  Website: 'website',
  OverseaTeacher: 'overseaTeacher',
  OverseaStudent: 'overseaStudent',
} as const;
export type AppCode = (typeof AppCode)[keyof typeof AppCode];
export const APP_CODES: readonly AppCode[] = Object.values(AppCode);
const BLANK_TOKEN_APP_CODES: readonly string[] = [AppCode.OverseaTeacher, AppCode.OverseaStudent];

export function isAppCode(value: unknown): value is AppCode {
  return typeof value === 'string' && (APP_CODES as readonly string[]).includes(value);
}

/** Whether calls of this app carry a blank token: a visitor's calls, whatever the browser signed in as. */
export function sendsBlankToken(appCode: string): boolean {
  return BLANK_TOKEN_APP_CODES.includes(appCode);
}

/** The token a call of this app carries: blank for the overseas apps, else the session's (or none). */
export function tokenForApp(appCode: string, token: string | undefined): string | undefined {
  return sendsBlankToken(appCode) ? '' : token || undefined;
}
