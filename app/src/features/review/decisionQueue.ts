/**
 * Review decisions that are never lost (issue 7): every decision is written to the tab's storage
 * before it is sent, sent one at a time in order, and removed only when the server acknowledged it
 * (after its commit). The two review calls are idempotent, so sending a decision again after a
 * timeout, a reload or a new sign-in is safe. A 401 pauses the queue with everything kept; after
 * the next sign-in `resume()` sends the rest. Undo is the page's (useReviewController): it pushes
 * the decisions that restore a row.
 */

/** One decision of the review page. */
export type Decision =
  | { kind: 'select'; batchId: string; rowId: number; pos: number; selected: boolean }
  | { kind: 'check'; batchId: string; rowId: number; checked: boolean };

export type SendResult = 'ok' | 'unauthorized' | 'retry' | 'rejected';

export interface DecisionQueueOptions {
  /** Sends one decision; 'unauthorized' pauses, 'retry' tries again later, 'rejected' drops it (a 4xx that will never succeed). */
  send: (decision: Decision) => Promise<SendResult>;
  /** Where pending decisions survive a reload (sessionStorage in the app, a Map in tests). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey?: string;
  /** Waits before a retry (default 1 s, doubling up to 30 s). */
  retryDelayMs?: (attempt: number) => number;
  /** Called whenever the pending count or the paused state changes. */
  onChange?: (state: DecisionQueueState) => void;
  /** Called for a decision the server refused for good. */
  onRejected?: (decision: Decision) => void;
  /** Called for a decision the server acknowledged (committed). */
  onSent?: (decision: Decision) => void;
}

export interface DecisionQueueState {
  pending: number;
  paused: boolean;
}

const DEFAULT_KEY = 'datacare.review.pending';

export class DecisionQueue {
  readonly #options: DecisionQueueOptions;
  #pending: Decision[];
  #paused = false;
  #running: Promise<void> | null = null;

  constructor(options: DecisionQueueOptions) {
    this.#options = options;
    this.#pending = this.#load();
  }

  get state(): DecisionQueueState {
    return { pending: this.#pending.length, paused: this.#paused };
  }

  /** Decisions not yet acknowledged, oldest first. */
  get pending(): readonly Decision[] {
    return this.#pending;
  }

  /** Keeps a decision until the server has it and sends it after those before it. */
  push(decision: Decision): Promise<void> {
    return this.#enqueue(decision);
  }

  /** After a new sign-in: sends what a 401 held back. */
  resume(): Promise<void> {
    this.#paused = false;
    this.#changed();
    return this.#drain();
  }

  /** Resolves when everything pending was sent (or the queue paused). */
  async flushed(): Promise<void> {
    while (this.#running) await this.#running;
  }

  #enqueue(decision: Decision): Promise<void> {
    this.#pending.push(decision);
    this.#save();
    this.#changed();
    return this.#drain();
  }

  #drain(): Promise<void> {
    this.#running ??= this.#run().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #run(): Promise<void> {
    let attempt = 0;
    while (!this.#paused && this.#pending.length > 0) {
      const decision = this.#pending[0]!;
      let result: SendResult;
      try {
        result = await this.#options.send(decision);
      } catch {
        result = 'retry';
      }
      if (result === 'unauthorized') {
        this.#paused = true;
        this.#changed();
        return;
      }
      if (result === 'retry') {
        attempt += 1;
        const delay = this.#options.retryDelayMs?.(attempt) ?? Math.min(30_000, 1000 * 2 ** (attempt - 1));
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      attempt = 0;
      this.#pending.shift();
      this.#save();
      if (result === 'rejected') this.#options.onRejected?.(decision);
      else this.#options.onSent?.(decision);
      this.#changed();
    }
  }

  #changed(): void {
    this.#options.onChange?.(this.state);
  }

  #key(): string {
    return this.#options.storageKey ?? DEFAULT_KEY;
  }

  #load(): Decision[] {
    try {
      const text = this.#options.storage?.getItem(this.#key());
      const parsed: unknown = text ? JSON.parse(text) : [];
      return Array.isArray(parsed) ? (parsed as Decision[]) : [];
    } catch {
      return [];
    }
  }

  #save(): void {
    const storage = this.#options.storage;
    if (!storage) return;
    if (this.#pending.length === 0) storage.removeItem(this.#key());
    else storage.setItem(this.#key(), JSON.stringify(this.#pending));
  }
}
