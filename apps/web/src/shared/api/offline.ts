import { ApiError } from './api-client.ts';

/** A call that failed for want of a network (sent again), rather than refused by the server. */
export function isOffline(error: unknown): boolean {
  return !(error instanceof ApiError) || error.id === 'NetworkDisconnected' || error.id === 'ServiceUnavailable';
}
