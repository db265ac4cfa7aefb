/**
 * What the soak's users saw: every request's kind, status and latency, and every job's time from
 * its start to the answer that said it was done, each at the minute of the run it ended in; and
 * every error (a 5xx, any status the journey did not expect, a connection error, a hang, a job that
 * failed or took too long, a file that was not what was asked for), printed as it happens.
 */

export interface RequestRecord {
  /** Minutes since the traffic started, when the answer came. */
  minute: number;
  kind: string;
  ms: number;
  status: number;
  user: number;
}

export interface SoakError {
  minute: number;
  user: number;
  kind: string;
  /** The HTTP status; 0 for a connection error, a hang or an outcome that was wrong. */
  status: number;
  detail: string;
}

/** A job is recorded under this prefix: "job: matching" and so on. */
export const JOB = 'job: ';

export class Recorder {
  readonly records: RequestRecord[] = [];
  readonly errors: SoakError[] = [];
  private readonly startedAt = performance.now();
  private readonly label: string;

  constructor(label: string) {
    this.label = label;
  }

  /** Minutes since the recorder was made (the traffic's start). */
  minute(): number {
    return (performance.now() - this.startedAt) / 60_000;
  }

  request(user: number, kind: string, ms: number, status: number): void {
    this.records.push({ minute: this.minute(), kind, ms, status, user });
  }

  error(user: number, kind: string, status: number, detail: string): void {
    const error = { minute: this.minute(), user, kind, status, detail: detail.slice(0, 600) };
    this.errors.push(error);
    console.error(
      `    ERROR ${this.label} minute ${error.minute.toFixed(2)} user ${user + 1} ${kind}: ${status === 0 ? '' : `${status} `}${error.detail}`,
    );
  }

  /** The kinds seen, requests first (in order of first appearance), then jobs. */
  kinds(): string[] {
    const seen = [...new Set(this.records.map((r) => r.kind))];
    return [...seen.filter((k) => !k.startsWith(JOB)), ...seen.filter((k) => k.startsWith(JOB))];
  }
}
