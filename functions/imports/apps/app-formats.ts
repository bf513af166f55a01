// Every other app whose export is recognised by its header (docs/IMPORT.md "Other apps' exports"), in the order they
// are asked: a more specific format before a more general one.
import type { AppFormat } from './app-format';
import { bearable } from './bearable';
import { daylio } from './daylio';
import { exist } from './exist';
import { healthAutoExport } from './health-auto-export';
import { loopHabits } from './loop-habits';

export const APP_FORMATS: readonly AppFormat[] = [bearable, daylio, exist, loopHabits, healthAutoExport];

export function recogniseApp(headers: readonly string[]): AppFormat | undefined {
  return APP_FORMATS.find((format) => format.matches(headers));
}
