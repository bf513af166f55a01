// How many of a preview's entries the account has already (an earlier import of the same facts), read 100 ids at a
// time as the preview goes: the preview then says what the import will really add.
import type { StoredEntry } from '../../data/entries';
import { storedIds } from '../../data/imported-entries';

const READ_EVERY = 100;

export class ExistingCount {
  count = 0;
  private pending: StoredEntry[] = [];

  constructor(private readonly userId: string) {}

  async add(entry: StoredEntry): Promise<void> {
    this.pending.push(entry);
    if (this.pending.length >= READ_EVERY) await this.read();
  }

  async total(): Promise<number> {
    await this.read();
    return this.count;
  }

  private async read(): Promise<void> {
    if (this.pending.length === 0) return;
    const found = await storedIds(this.userId, this.pending);
    this.count += this.pending.filter((entry) => found.has(entry.id)).length;
    this.pending = [];
  }
}
