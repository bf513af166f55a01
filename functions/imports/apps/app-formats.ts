// Every other app whose export is recognised by its header (docs/IMPORT.md "Other apps' exports"), in the order they
// are asked: a more specific format before a more general one.
import type { AppFormat } from './app-format';

export const APP_FORMATS: readonly AppFormat[] = [];

export function recogniseApp(headers: readonly string[]): AppFormat | undefined {
  return APP_FORMATS.find((format) => format.matches(headers));
}
