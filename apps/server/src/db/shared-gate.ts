/**
 * A lock held either by any number of shared holders at once or by one exclusive holder, granted in the order
 * asked: an exclusive request waits for the shared holders before it, and shared requests made after it wait for
 * it (a stream of shared ones never starves it).
 */
export class SharedGate {
  #shared = 0;
  #exclusive = false;
  readonly #queue: { exclusive: boolean; grant: () => void }[] = [];

  async shared<T>(work: () => Promise<T>): Promise<T> {
    if (this.#exclusive || this.#queue.length > 0) await new Promise<void>((grant) => this.#queue.push({ exclusive: false, grant }));
    else this.#shared += 1;
    try {
      return await work();
    } finally {
      this.#shared -= 1;
      this.#grantNext();
    }
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.#exclusive || this.#shared > 0 || this.#queue.length > 0) {
      await new Promise<void>((grant) => this.#queue.push({ exclusive: true, grant }));
    } else {
      this.#exclusive = true;
    }
    try {
      return await work();
    } finally {
      this.#exclusive = false;
      this.#grantNext();
    }
  }

  /** Grants the head of the queue: one exclusive request once no one holds the gate, or every shared one up to the next exclusive. */
  #grantNext(): void {
    while (!this.#exclusive && this.#queue.length > 0) {
      const head = this.#queue[0]!;
      if (head.exclusive) {
        if (this.#shared > 0) return;
        this.#queue.shift();
        this.#exclusive = true;
        head.grant();
        return;
      }
      this.#queue.shift();
      this.#shared += 1;
      head.grant();
    }
  }
}
