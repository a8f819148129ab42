import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { gracefulShutdown } from './platform/shutdown.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await buildApp(config);
  const shutdown = gracefulShutdown(app, { graceMs: config.shutdownGraceMs, drainMs: config.shutdownDrainMs });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
}

await main();
