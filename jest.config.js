// Jest projects, one per test tier (README.md "Test it" says what each holds); `npm test` runs them all, `--selectProjects` picks some.
// The AWS SDK warns on Node 20 at every client; the project runs Node 22 in Lambda (docs/PRODUCT.md "Runtime").
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] };
// middy 6, the OpenAPI validator, jose and stream-json (with stream-chain) ship ESM only, so they go through the transform too.
const transformIgnorePatterns = ['/node_modules/(?!@middy/|@seriousme/|jose/|stream-json/|stream-chain/)'];
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/frontend/src/$1', '^@shared/(.*)$': '<rootDir>/shared/$1' };
const base = { transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node' };
// The web tests run the runtime that ships, preact/compat under React's names (docs/FRONTEND.md "Preact in the
// build"), as Vite's aliases do. Each name goes to Preact's CommonJS file: jsdom resolves packages with the 'browser'
// condition, which in Preact's exports is an ES module that Jest would not load; one file per name also keeps a single
// Preact in the test (@testing-library/react's own require('react') included).
const preact = (file) => `<rootDir>/node_modules/preact/${file}`;
const reactOnPreact = {
  '^react$': preact('compat/dist/compat.js'),
  '^react-dom$': preact('compat/dist/compat.js'),
  '^react-dom/client$': preact('compat/client.js'),
  '^react-dom/test-utils$': preact('test-utils/dist/testUtils.js'),
  '^react/jsx-runtime$': preact('jsx-runtime/dist/jsxRuntime.js'),
  '^react/jsx-dev-runtime$': preact('jsx-runtime/dist/jsxRuntime.js'),
  '^preact$': preact('dist/preact.js'),
  '^preact/hooks$': preact('hooks/dist/hooks.js'),
  '^preact/compat$': preact('compat/dist/compat.js'),
  '^preact/jsx-runtime$': preact('jsx-runtime/dist/jsxRuntime.js'),
  '^preact/test-utils$': preact('test-utils/dist/testUtils.js'),
};

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
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/setup-tests.ts'],
      // Styles first: an aliased stylesheet ('@/components/usage-meter.css') is a stylesheet before it is an '@/' path.
      moduleNameMapper: { '\\.(css)$': '<rootDir>/frontend/src/testing/style-stub.js', ...reactOnPreact, ...moduleNameMapper },
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
