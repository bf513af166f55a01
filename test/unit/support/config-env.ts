// A valid backend environment for unit tests that build handlers or read config(), set and undone per test file.
import { resetConfigForTests } from '../../../functions/platform/config';

export const validEnv = {
  TABLE_NAME: 'tend',
  APP_URL: 'https://app.example.com',
  MAIL_FROM: 'Tend <no-reply@app.example.com>',
  JWT_SECRET: 'j'.repeat(48),
  IMAGES_BUCKET: 'images',
  EXPORTS_BUCKET: 'exports',
};

const saved = new Map<string, string | undefined>();

/** Sets (or, with undefined, removes) variables over what is there, and drops the parsed config. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

export function restoreEnv(): void {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  saved.clear();
  resetConfigForTests();
}
