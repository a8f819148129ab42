import type { FastifyInstance } from 'fastify';

/**
 * Stops taking new connections, lets requests in flight finish (up to the grace period), then closes
 * the database and store.
 */
export function gracefulShutdown(app: FastifyInstance, graceMs: number): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        app.log.error('grace period over; exiting with requests still open');
        process.exit(1);
      }, graceMs);
      deadline.unref();
      await app.close();
      clearTimeout(deadline);
    })();
    return closing;
  };
}
