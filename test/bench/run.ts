// `npm run bench`: the performance figures of docs/PERFORMANCE.md, measured in one run on this machine.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalRuntime } from '../../local/runtime';
import { signUpVerified } from '../support/sign-up';
import { measureBundles } from './bundles';
import { evaluateFoodMatching, printFoodMatching } from './nutrition-eval';
import { foodTableReport, measureFoodTable } from './food-table';
import { measureNutritionExtraction, nutritionExtractionReport } from './nutrition-extraction';
import { getJson } from './http-get';
import { EXPORT_SIZES, measureExport } from './export';
import { importReport, measureImports } from './imports';
import { DIST, initialJsGzipBytes, pageChunkGzipBytes, serviceWorkerBytes } from './frontend-size';
import { measureInteractions, interactionReport } from './interaction';
import { measureLighthouse, RUNS as LIGHTHOUSE_RUNS, type PageFigures } from './lighthouse';
import { lighthouseReport } from './lighthouse-report';
import { ENTRIES_A_DAY, INSIGHT_DAYS, measureInsights } from './insights';
import { measureList, RUNS, WARM } from './list';
import { loadOptions, loadReport, measureLoad } from './load';
import { kb, ms, time, timePair } from './measure';
import { measureScheduler, schedulerReport, DUE as SCHEDULER_DUE } from './scheduler';
import { experimentsReport, measureExperiments, PEOPLE as EXPERIMENT_PEOPLE } from './experiments';

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function measureApi(withPages: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, quiet: true });
  try {
    const api = (p: string) => `${runtime.url}/api${p}`;
    const account = {
      username: 'bench_user',
      email: 'bench@example.com',
      password: 'bench marks are fun 1',
      password2: 'bench marks are fun 1',
      first_name: 'Ben',
    };
    // Verified through its mail, as a person would: the AI waits for it (docs/ACCOUNTS.md "E-mail verification").
    const user = await signUpVerified(runtime.url, runtime.mailUrl, account);
    const login = await time(15, () => post(api('/auth/token/'), { username: account.username, password: account.password }), 1);
    const tokens = await post(api('/auth/token/'), { username: account.username, password: account.password });
    const { access } = tokens;
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: runtime.endpoints.dynamodb,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    );
    // In turn after a warm-up (measure.ts timePair), so both are timed warm and under the same load.
    const { a: me, b: getItem } = await timePair(
      RUNS,
      () => getJson(api('/auth/me/'), { authorization: `Bearer ${access}` }),
      () => table.send(new GetCommand({ TableName: 'tend', Key: { PK: `USER#${user.id}`, SK: 'PROFILE' } })),
      WARM,
    );
    const entries = await measureList(runtime.url, runtime.endpoints.dynamodb, access, user.id);
    const foodEntries = await measureList(runtime.url, runtime.endpoints.dynamodb, access, user.id, 'foods');
    // The trial allows 100 credits: 40 extractions leave room for the warm-up.
    const extraction = await time(40, () =>
      post(
        api('/ai/process-input/'),
        {
          text: 'two eggs and coffee at 8am, ran 5k yesterday evening, slept 7 hours, stressed, vitamin D',
          timezone: 'America/New_York',
        },
        access,
      ),
    );
    const insights = await measureInsights(runtime.url, runtime.endpoints.dynamodb, access, user.id);
    // The signed-in pages with the account the figures above filled (two years of entries).
    const session = { tokens, zone: 'Europe/Paris' };
    const built = withPages && existsSync(path.join(DIST, 'index.html'));
    const pages = built ? await measureLighthouse(runtime.url, session) : undefined;
    const interactions = built ? await measureInteractions(runtime.url, session) : undefined;
    return { login, me, getItem, entries, foodEntries, extraction, insights, pages, interactions };
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  process.env.LOG_LEVEL = 'error';
  if (process.argv.includes('--load')) {
    // `npm run bench -- --load`: the load run alone (issue 13); the figures above are not measured.
    const result = await measureLoad(loadOptions(process.argv));
    for (const line of loadReport(result)) console.log(line);
    if (result.errors.length > 0 || result.check.problems.length > 0) throw new Error('The load run had errors or lost entries.');
    return;
  }
  const importSection = async () => {
    console.log(
      '\nApple Health import through the local runtime (create → PUT to the signed URL → preview → confirm; a process per file;' +
        '\n  each file twice: as it runs, then with a full collection before each memory sample, every 200 ms: the live heap)',
    );
    const timed = await measureImports(false);
    for (const line of importReport(timed, await measureImports(true))) console.log(line);
  };
  const foodTableSection = async () => {
    console.log('\nFood table (issue 22): the data file beside the bundles that match foods, read at first use');
    for (const line of foodTableReport(measureFoodTable())) console.log(line);
    console.log('');
    printFoodMatching(evaluateFoodMatching());
    for (const line of nutritionExtractionReport(await measureNutritionExtraction())) console.log(line);
  };
  const bundleSection = () => {
    console.log('\nLambda bundles (minified, @aws-sdk/* provided by the runtime; target ≤ 300 KB, import ≤ 1.5× the empty handler)');
    for (const figure of measureBundles()) {
      const separate = figure.separate.map((p) => `${p.name} ${kb(p.bytes)}`).join(', ');
      console.log(
        `  ${figure.group.padEnd(18)} ${kb(figure.bytes).padStart(10)}   import ${ms(figure.importMs)} = ${figure.importRatio.toFixed(2)}× ` +
          `an empty handler requiring its ${figure.sdkClients.length} SDK packages (${ms(figure.emptyMs)})${separate ? `   beside it, loaded on use: ${separate}` : ''}`,
      );
    }
  };
  const schedulerSection = () => {
    console.log(
      `\nReminders' scheduler (issue 26): ${SCHEDULER_DUE.toLocaleString('en')} reminders due in one minute, in the local table, ` +
        'devices at a local push sink (docs/PERFORMANCE.md "Scheduler")',
    );
    for (const line of schedulerReport(measureScheduler())) console.log(line);
  };
  const experimentsSection = () => {
    console.log(
      `\nExperiments engine (issue 28): ${EXPERIMENT_PEOPLE.toLocaleString('en')} simulated people per figure (trend, weekly pattern, ` +
        'AR(1) 0.3–0.5, 10–20 % missing days; docs/EXPERIMENTS.md "How honest it is")',
    );
    for (const line of experimentsReport(measureExperiments())) console.log(line);
  };
  if (process.argv.includes('--experiments')) {
    // `npm run bench -- --experiments`: the experiments engine's figures alone.
    experimentsSection();
    return;
  }
  if (process.argv.includes('--scheduler')) {
    // `npm run bench -- --scheduler`: the scheduler's figures alone.
    schedulerSection();
    return;
  }
  if (process.argv.includes('--food-table')) {
    // `npm run bench -- --food-table`: the food table's figures alone.
    await foodTableSection();
    return;
  }
  if (process.argv.includes('--bundles')) {
    // `npm run bench -- --bundles`: the Lambda bundles' sizes and import times alone.
    bundleSection();
    return;
  }
  if (process.argv.includes('--imports')) {
    // `npm run bench -- --imports`: the import figures alone (issue 14).
    await importSection();
    return;
  }
  if (process.argv.includes('--lighthouse')) {
    // `npm run bench -- --lighthouse`: the pages (Lighthouse, cold and warm) and the interactions alone, with the
    // filled account the API figures make (their figures are not printed).
    const { pages, interactions } = await measureApi(true);
    printPages(pages, interactions && interactionReport(interactions));
    return;
  }
  // `npm run bench -- --api`: the API and export figures alone (the ratios and the export's bar), in a few minutes.
  const apiOnly = process.argv.includes('--api');
  console.log('Benchmark (2-core machine; ratios are the figures to compare across runs)\n');
  const { login, me, getItem, entries, foodEntries, extraction, insights, pages, interactions } = await measureApi(!apiOnly);
  console.log('API through the local runtime (HTTP → event → handler → dynalite)');
  console.log(`  login                 p50 ${ms(login.p50)}  p95 ${ms(login.p95)}  (${login.runs} runs; scrypt N=2^17 dominates)`);
  console.log(`  GET /api/auth/me/     p50 ${ms(me.p50)}  p95 ${ms(me.p95)}`);
  console.log(`  direct GetItem        p50 ${ms(getItem.p50)}  p95 ${ms(getItem.p95)}`);
  console.log(`  me ÷ GetItem (p50)    ${(me.p50 / getItem.p50).toFixed(2)}×`);
  console.log(`  list of 50 entries    p50 ${ms(entries.list.p50)}  p95 ${ms(entries.list.p95)}`);
  console.log(`  direct GSI1 Query     p50 ${ms(entries.query.p50)}  p95 ${ms(entries.query.p95)}`);
  console.log(`  list ÷ Query (p50)    ${(entries.list.p50 / entries.query.p50).toFixed(2)}×`);
  console.log(
    `  50 food entries with nutrition: list p50 ${ms(foodEntries.list.p50)}, Query p50 ${ms(foodEntries.query.p50)}, ` +
      `${(foodEntries.list.p50 / foodEntries.query.p50).toFixed(2)}×  (each row its food and 19 nutrients)`,
  );
  console.log(`  extraction (local)    p50 ${ms(extraction.p50)}  p95 ${ms(extraction.p95)}  (5 items: charge, extract, usage)`);
  console.log(
    `  insights, ${INSIGHT_DAYS} days   p50 ${ms(insights.p50)}  p95 ${ms(insights.p95)}  (${INSIGHT_DAYS * ENTRIES_A_DAY} entries: read, daily values, findings, score)`,
  );

  const exports = measureExport();
  console.log(
    `\nCSV export through the local runtime (GSI1 pages → CSV → S3 parts → 303 → download; seeding ${exports.seedSeconds.toFixed(0)} s)`,
  );
  for (const run of exports.runs) {
    console.log(
      `  ${String(run.rows).padStart(7)} rows  ${(run.bytes / 1024 / 1024).toFixed(1).padStart(5)} MB   handler ${run.handlerSeconds.toFixed(1)} s  total ${run.totalSeconds.toFixed(1)} s` +
        `   RSS ${run.rssBeforeMb.toFixed(0)} → peak ${run.rssPeakMb.toFixed(0)} MB   live heap +${run.peakLiveHeapMb.toFixed(1)} MB`,
    );
  }
  const [small, large] = exports.runs;
  const growth = large.peakLiveHeapMb / Math.max(small.peakLiveHeapMb, 0.1);
  console.log(
    `  live heap ${large.rows} ÷ ${small.rows} rows   ${growth.toFixed(1)}× for ${EXPORT_SIZES[1] / EXPORT_SIZES[0]}× the rows (bounded memory stays near 1×)`,
  );
  if (apiOnly) return;

  await importSection();

  bundleSection();

  schedulerSection();

  experimentsSection();

  await foodTableSection();

  const web = initialJsGzipBytes();
  console.log('\nFrontend');
  console.log(
    web
      ? `  initial JS gzip       ${kb(web.bytes)}  (${web.files.length} files; bar 100.0 KB)`
      : '  initial JS gzip       (run npm run build:web first)',
  );
  // analytics-*: the page's chunk and the one it shares with the doctor summary.
  const analytics = pageChunkGzipBytes('analytics');
  if (analytics !== undefined) console.log(`  analytics page gzip   ${kb(analytics)}  (its chunks with the chart library, JS and CSS)`);
  const worker = serviceWorkerBytes();
  if (worker)
    console.log(
      `  service worker        ${kb(worker.raw)} (${kb(worker.gzip)} gzip); its shell: ${worker.shellFiles} files, ${kb(worker.shellBytes)} before compression, fetched once after a first visit`,
    );

  printPages(pages, interactions && interactionReport(interactions));
}

function printPages(pages: PageFigures[] | undefined, interactions: ReturnType<typeof interactionReport> | undefined) {
  console.log(
    `\nLighthouse 12 (Debian Chromium, local runtime; signed-in pages with the filled account above): median (min–max) of ` +
      `${LIGHTHOUSE_RUNS} runs; cold: a fresh browser process, nothing cached (signed in: a device that signed in, its caches deleted); warm: after the page was opened`,
  );
  if (!pages) console.log('  (run npm run build:web first)');
  for (const line of lighthouseReport(pages ?? [])) console.log(line);
  console.log("\nInteraction to Next Paint (4× CPU slowdown, a phone's viewport; bar 100 ms)");
  for (const line of interactions ?? ['  (run npm run build:web first)']) console.log(line);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
