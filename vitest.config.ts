import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores (the default leaves one idle on a two-core machine). Test files share a worker's
    // module graph and environment instead of a new one each (isolate: false): setting up jsdom
    // once per file was two thirds of the run. Every test resets the state it uses (the database,
    // the resource layer, the session) in its own hooks, and the suite passes in shuffled order.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'sw',
          include: ['sw/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./sw/test-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./server/testing/setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
