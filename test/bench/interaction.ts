// Interaction to Next Paint of the two things a person does most on a phone (issue 29; docs/PERFORMANCE.md
// "Interaction"): typing a capture and pressing Process Information, and editing an item in the review. In Chromium
// (playwright-core) at a phone's viewport with the CPU slowed 4× (the DevTools Protocol's
// Emulation.setCPUThrottlingRate, what Lighthouse's mobile preset simulates). INP is read from the browser's Event
// Timing entries (a PerformanceObserver of `event` entries, durationThreshold 16 ms, the entries web-vitals' onINP
// reads): per interaction (interactionId) its longest entry, and of each step's interactions the worst, leaving out one
// for every 50 (INP's 98th percentile: typing a sentence is some 60 interactions). RUNS runs, each in a fresh page of
// one warmed browser.
import { chromium, type Page } from 'playwright-core';
import { median } from './lighthouse-report';
import type { Session } from './lighthouse';

export interface InteractionRun {
  /** Typing the capture and pressing Process Information, until the review shows. */
  captureInpMs: number;
  captureInteractions: number;
  /** Editing the first item's details in the review. */
  editInpMs: number;
  editInteractions: number;
}

const RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const TEXT = 'two eggs and coffee at 8, ran 5k yesterday evening, stressed';

declare global {
  interface Window {
    __events: { id: number; duration: number; at: number }[];
  }
}

/** Starts recording interactions' Event Timing entries in the page. */
const recordInteractions = (page: Page) =>
  page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.__events.push({ id: entry.interactionId, duration: entry.duration, at: entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });

/** INP of the step since `from` (ms on the page's clock) and how many interactions it had. */
async function worstSince(page: Page, from: number): Promise<{ inp: number; count: number }> {
  // Entries are delivered after the next frame: give the observer a moment.
  await page.waitForTimeout(500);
  const events = await page.evaluate((since) => window.__events.filter((e) => e.at >= since), from);
  const worst = new Map<number, number>();
  for (const event of events) worst.set(event.id, Math.max(worst.get(event.id) ?? 0, event.duration));
  const longest = [...worst.values()].sort((a, b) => b - a);
  return { inp: longest[Math.min(Math.floor(longest.length / 50), longest.length - 1)] ?? 0, count: longest.length };
}

const pageClock = (page: Page) => page.evaluate(() => performance.now());

async function oneRun(page: Page, appUrl: string): Promise<InteractionRun> {
  await page.goto(`${appUrl}/dashboard`);
  await page.waitForSelector('.entries-panel .recent-entries:not(.recent-entries-loading)');
  await recordInteractions(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const captureFrom = await pageClock(page);
    const box = page.getByLabel('What happened?');
    await box.click();
    await box.pressSequentially(TEXT, { delay: 60 });
    await page.getByRole('button', { name: 'Process Information' }).click();
    await page.getByRole('button', { name: 'Confirm & Save' }).waitFor();
    const capture = await worstSince(page, captureFrom);
    const editFrom = await pageClock(page);
    const details = page.getByLabel('Details').first();
    await details.click();
    await details.press('End');
    await details.pressSequentially(' with toast', { delay: 60 });
    const edit = await worstSince(page, editFrom);
    return { captureInpMs: capture.inp, captureInteractions: capture.count, editInpMs: edit.inp, editInteractions: edit.count };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

export async function measureInteractions(appUrl: string, session: Session): Promise<InteractionRun[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    // Lighthouse's mobile preset's screen (Moto G Power), touch and all.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}/robots.txt`);
    const storage = { token: session.tokens.access, refreshToken: session.tokens.refresh, timeZone: session.zone };
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
    await page.goto(`${appUrl}/dashboard`); // warms the cache, as a returning person's browser
    const runs: InteractionRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(page, appUrl));
    return runs;
  } finally {
    await browser.close();
  }
}

export const INP_BAR_MS = 100;

export function interactionReport(runs: readonly InteractionRun[]): string[] {
  const line = (what: string, values: number[], counts: number[]) => {
    const mid = median(values);
    const bar = mid <= INP_BAR_MS ? '' : `   MISSES: INP > ${INP_BAR_MS} ms`;
    return `  ${what.padEnd(44)} INP ${mid.toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}), ${median(counts)} interactions${bar}`;
  };
  return [
    line(
      'type a capture, press Process Information',
      runs.map((r) => r.captureInpMs),
      runs.map((r) => r.captureInteractions),
    ),
    line(
      'edit an item in the review',
      runs.map((r) => r.editInpMs),
      runs.map((r) => r.editInteractions),
    ),
  ];
}
