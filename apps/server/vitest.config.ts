import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph: isolated, every file paid about 2 s importing the app
    // (fastify, the speech package's 4 MB polyphone model, the content catalogue) before its first test,
    // 150 s of a 12-minute run. Sharing is safe here: each file builds its own apps, databases and stores
    // (test-app.ts), the modules' own state is caches of files that tests never change (a test that edits
    // content copies it to a folder of its own first), and the one spy (connect.test.ts) is restored.
    isolate: false,
  },
});
