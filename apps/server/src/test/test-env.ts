/** The test run's own settings: set by .ci/run, and by a developer who wants both dialects locally. */
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || undefined,
  /** The speech development recordings, relative to the repository root (README). */
  speechDataDir: process.env.SPEECH_DATA_DIR || undefined,
};
