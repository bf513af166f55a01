// The FHIR Bundle offered as a file: the decrypted JSON as it came, named tend-fhir-<today>.json.

/** Today's date on this device, YYYY-MM-DD. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const bundleFileName = (now?: Date) => `tend-fhir-${today(now)}.json`;

export function downloadBundle(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/fhir+json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = bundleFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
