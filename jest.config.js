// Jest projects, one per test tier (README.md "Test it" says what each holds); `npm test` runs them all, `--selectProjects` picks some.
// The AWS SDK warns on Node 20 at every client; the project runs Node 22 in Lambda (docs/PRODUCT.md "Runtime").
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] };
// middy 6, the OpenAPI validator, jose and stream-json (with stream-chain) ship ESM only, so they go through the transform too.
const transformIgnorePatterns = ['/node_modules/(?!@middy/|@seriousme/|jose/|stream-json/|stream-chain/)'];
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/frontend/src/$1', '^@shared/(.*)$': '<rootDir>/shared/$1' };
const base = { transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node' };

module.exports = {
  projects: [
    // Pure code in process: no build, no child process, no esbuild or ESLint.
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    // Whatever builds or spawns: esbuild bundles, ESLint, git, npm start.
    { ...base, displayName: 'build', testMatch: ['<rootDir>/test/build/**/*.test.ts'] },
    {
      ...base,
      displayName: 'api',
      setupFilesAfterEnv: ['<rootDir>/test/api/support/setup.ts'],
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/api/global-setup.ts',
      globalTeardown: '<rootDir>/test/api/global-teardown.ts',
    },
    { ...base, displayName: 'cdk', testMatch: ['<rootDir>/test/cdk/**/*.test.ts'] },
    {
      ...base,
      displayName: 'web',
      // On React, the API the app is written against, not the preact/compat the build ships (docs/FRONTEND.md
      // "Preact in the build" says why); the e2e tests run the shipped runtime.
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/setup-tests.ts'],
      // Styles first: an aliased stylesheet ('@/components/usage-meter.css') is a stylesheet before it is an '@/' path.
      moduleNameMapper: { '\\.(css)$': '<rootDir>/frontend/src/testing/style-stub.js', ...moduleNameMapper },
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/api/global-setup.ts',
      globalTeardown: '<rootDir>/test/api/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
    },
  ],
};
