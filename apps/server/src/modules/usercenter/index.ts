/**
 * The user centre's API to the app: its routes (accounts, sign-in, profile, study actions), accounts
 * found by sign-in name or id, and the own password asked again before an action that cannot be undone.
 */
export { usercenterRoutes } from './routes.ts';
export { AccountRepository, type AccountRow } from './account-repository.ts';
export { confirmOwnPassword } from './password-confirmation.ts';
