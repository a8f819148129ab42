/** Environments of spec section 7, each with its path prefix. */
export const ApiEnv = { Dev: 'dev', Test: 'test', Prod: 'prod' } as const;
export type ApiEnv = (typeof ApiEnv)[keyof typeof ApiEnv];
export const API_ENVS: readonly ApiEnv[] = Object.values(ApiEnv);

/** Paths of the external score service, which are never prefixed (spec section 7). */
const UNPREFIXED_MARKERS = ['/gov/student', '/psc/student'] as const;

export function isUnprefixedPath(path: string): boolean {
  return UNPREFIXED_MARKERS.some((marker) => path.includes(marker));
}

/** The path as sent: `/dev/portal/checkOverseaIp`, but `/psc/studentScore` as it is. */
export function apiPath(env: ApiEnv, path: string): string {
  if (!path.startsWith('/')) throw new Error(`API path must start with '/': ${path}`);
  return isUnprefixedPath(path) ? path : `/${env}${path}`;
}
