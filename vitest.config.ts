// One `vitest run` for everything: unit and property tests in Node, element tests in Chromium.
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { SummaryReporter } from './test/summary-reporter.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts', 'examples/*/test/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          setupFiles: ['test/fast-check-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['packages/*/test/**/*.browser.test.ts', 'examples/**/test/**/*.browser.test.ts'],
          testTimeout: 30_000,
          setupFiles: ['test/fast-check-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
