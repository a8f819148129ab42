import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One browser at a time: the machine has two cores, and the server under test needs one.
    fileParallelism: false,
  },
});
