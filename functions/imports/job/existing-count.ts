// How many of a preview's entries the account has already (an earlier import of the same facts), read 100 ids at a
// time as the preview goes: the preview then says what the import will really add.
import type { StoredLog } from '../../data/entries';
import { storedIds } from '../../data/imported-logs';

const READ_EVERY = 100;

export class ExistingCount {
  count = 0;
  private pending: StoredLog[] = [];

  constructor(private readonly userId: string) {}

  async add(log: StoredLog): Promise<void> {
    this.pending.push(log);
    if (this.pending.length >= READ_EVERY) await this.read();
  }

  async total(): Promise<number> {
    await this.read();
    return this.count;
  }

  private async read(): Promise<void> {
    if (this.pending.length === 0) return;
    const found = await storedIds(this.userId, this.pending);
    this.count += this.pending.filter((log) => found.has(log.id)).length;
    this.pending = [];
  }
}
