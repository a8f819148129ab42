/** The user centre's API to the app: its routes (accounts, sign-in, profile, study actions), and accounts found by sign-in name or id. */
export { usercenterRoutes } from './routes.ts';
export { AccountRepository, type AccountRow } from './account-repository.ts';
