import { defineConfig } from 'vitest/config';
import { angularJitExamples } from './tests/examples/angular-jit-plugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The site's own unit tests (Node).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // React components of the shell (tests/unit/shell/**/*.test.tsx), rendered in jsdom inside React
        // Router's route stubs; what needs real layout, focus order or the built site stays in Playwright.
        test: {
          name: 'shell',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        // The Angular example code shown on guide pages, with its specs: real TestBed tests in jsdom.
        plugins: [angularJitExamples()],
        test: {
          name: 'examples',
          // One jsdom per worker instead of per file (files stay isolated in their own VM context).
          pool: 'vmThreads',
          include: ['content/examples/**/*.spec.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/examples/setup.ts'],
        },
      },
    ],
  },
});
