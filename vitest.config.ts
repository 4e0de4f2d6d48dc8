import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Generous: a cold check of the whole shipped site runs in a child process on 2 cores.
    // This guards against hangs; speed is measured by `npm run bench`, never here.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
