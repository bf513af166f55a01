// The transaction shim's lock (local/transactions-shim.ts): plain writes share it, a transaction holds it alone, so
// no write through the shim lands between a transaction's checks and its writes. First come, first served: a
// waiting transaction holds back the writes that come after it, so it is never starved.

interface Waiter {
  exclusive: boolean;
  go: () => void;
}

export class WriteGate {
  private sharing = 0;
  private held = false;
  private readonly waiting: Waiter[] = [];

  async run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    await this.enter(exclusive);
    try {
      return await work();
    } finally {
      if (exclusive) this.held = false;
      else this.sharing -= 1;
      this.wake();
    }
  }

  private free(exclusive: boolean): boolean {
    return !this.held && (!exclusive || this.sharing === 0);
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.held = true;
    else this.sharing += 1;
  }

  private enter(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.free(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ exclusive, go: resolve }));
  }

  private wake(): void {
    while (this.waiting.length > 0 && this.free(this.waiting[0].exclusive)) {
      const next = this.waiting.shift()!;
      this.take(next.exclusive);
      next.go();
    }
  }
}
