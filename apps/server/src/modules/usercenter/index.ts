/** The user centre's API to the app: its routes (accounts, sign-in, profile, study actions). */
export { usercenterRoutes } from './routes.ts';
