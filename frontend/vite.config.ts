// Builds the web app: root frontend/, output frontend/dist, the same @/ and @shared/ aliases as tsconfig and jest.
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { PRODUCT_NAME as APP_NAME } from '../shared/brand';
import { compileHints } from './compile-hints/vite-plugin';
import { pageDocuments } from './page-documents/vite-plugin';
import { pwa } from './pwa/vite-plugin';
import { warmIntl } from './warm-intl/vite-plugin';

const frontend = __dirname;

/** index.html says %APP_NAME% so the product name is written once. */
const productName: Plugin = {
  name: 'product-name',
  transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', APP_NAME),
};

/**
 * react-router 7 exports one build, its "development" one, whose only difference from the "production" build it also
 * ships is `ENABLE_DEV_WARNINGS = true`: the checks and texts of its console warnings in every visitor's first load.
 * The build takes the production one (initial JS −460 B gzip, docs/PERFORMANCE.md "Boot work, profiled"); `npm run
 * dev` and the tests keep the warnings.
 */
const reactRouterWithoutWarnings = {
  find: /^react-router$/,
  replacement: resolve(frontend, '..', 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'),
};

/**
 * The app is written against React's API and runs on preact/compat (docs/FRONTEND.md "Preact in the build"): the
 * same runtime in `vite build` and `npm run dev`, about 66 KB gzip less in the first load. Exact names only, so
 * 'react-router-dom' and 'react-dom/client' are not caught by the shorter ones.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The files every page has loaded before any lazy chunk is asked for: the first script, its runtime, the app. */
const LOADED_AT_START = /(^|\/)(index|rolldown-runtime|app)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  root: frontend,
  // No @vitejs/plugin-react: its Fast Refresh is React's own. Vite's transform compiles the JSX (to the aliased
  // runtime); in `npm run dev` an edit reloads the page.
  plugins: [productName, pwa(), warmIntl(), pageDocuments(), compileHints()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: '@', replacement: resolve(frontend, 'src') },
      { find: '@shared', replacement: resolve(frontend, '..', 'shared') },
      ...reactOnPreact,
      ...(command === 'build' ? [reactRouterWithoutWarnings] : []),
    ],
  },
  build: {
    outDir: resolve(frontend, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for every page, loaded with the page: a lazy page's own stylesheet arriving later made the browser
    // restyle the whole document once per file (five on the dashboard, 60–150 ms each on a phone's CPU), where one
    // file costs one more ~14 KB gzip at first load (docs/PERFORMANCE.md "Boot work, profiled").
    cssCodeSplit: false,
    // A lazy chunk's import() goes through Vite's preload helper, which appends a <link rel="modulepreload"> for each
    // file the chunk needs that the document does not already name. The first script, Rolldown's runtime and the app
    // chunk are always loaded by then (the first script loads the app before anything draws), yet were named in every
    // list: on Settings, ~49 ms of a phone's CPU at start went to appending their links (docs/PERFORMANCE.md "The first
    // render in tasks"). Dropping a name only drops a preload: the import still loads what it needs.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_AT_START.test(dep)) },
    // Fewer files before a page can draw: a phone opens at most six connections and pays a round trip on each (HTTP/1.1
    // locally; fewer requests help on HTTP/2 too). Three groups, in this order: the first script's modules, one chunk
    // ("boot", src/main.ts: it starts the page's calls); the app's, everything app/start-app.tsx imports statically
    // that the first script does not, one chunk ("app", which every document names as a module preload, so it
    // downloads beside the first script; docs/PERFORMANCE.md "The first script"); and modules that several lazy pages
    // share, grouped by the pages that use them, a group under 8 KB merged into its nearest (the dashboard's 18 files
    // were 7; a visitor's page loads ~6 KB gzip more). docs/PERFORMANCE.md "Boot work, profiled".
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'app', test: /\/frontend\/src\/app\/start-app\.tsx$/ },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 8_000 },
          ],
        },
      },
    },
  },
}));
