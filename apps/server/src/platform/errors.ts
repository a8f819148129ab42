import { errorCatalogue, formatMessage, type ErrorId } from '@hanyu/contracts/errors/catalogue';

/**
 * A failure the caller should see: a catalogue id, its filled message and HTTP status. Thrown from
 * services and the protocol layer; the central error handler turns it into the envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly id: ErrorId,
    readonly params: Record<string, string> = {},
    readonly returnValue: unknown = null,
  ) {
    super(formatMessage(id, params));
    this.status = errorCatalogue[id].status;
  }
}

export function appError(id: ErrorId, params?: Record<string, string>, returnValue?: unknown): AppError {
  return new AppError(id, params, returnValue);
}

/** Too many calls from one address: 429 with the seconds to wait in Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RateLimited');
  }
}
