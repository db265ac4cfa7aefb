/**
 * Review writes as a closed loop with autocannon 9, over one or more API processes: each reviewer
 * is one connection with its own session cookie and its own finished batch, cycling over the
 * batch's rows (select the row's first candidate, deselect it, uncheck the row, check it:
 * saveSingleMatchSelection / saveSingleManualCheck, every request changes something) and sending
 * its next decision as soon as the answer arrives. Reviewers are split over the processes they
 * signed in on (one autocannon instance per process, all running at once). Latencies are each
 * answer's own time (autocannon's 'response' event), not its 1 ms histogram. Also the typings of
 * autocannon 9 (it ships none) and a reviewer's decisions, for benchmarks that drive autocannon
 * themselves (bench/review-writes.ts).
 */
import { createRequire } from 'node:module';
import { summarize, type Latencies } from './stats.ts';

// autocannon 9 ships no types: the part of its API the benchmarks use.
export interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface AutocannonClient {
  setRequests: (requests: AutocannonRequest[]) => void;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  connectionRate?: number;
  ignoreCoordinatedOmission?: boolean;
  requests?: AutocannonRequest[];
  method?: string;
  setupClient?: (client: AutocannonClient) => void;
}
export interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
export interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: AutocannonClient, statusCode: number, bytes: number, ms: number) => void,
  ): void;
}
export type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Reviewer {
  email: string;
  /** The API process it signed in on and writes to. */
  url: string;
  cookie: string;
  batchId: string;
  rows: { rowId: number; pos: number }[];
  /** Decisions answered so far: the next run continues the cycle there. */
  answered: number;
}

/**
 * The reviewer's decisions, cycling over its rows, starting where the last run stopped; at most
 * `limit` of them (autocannon encodes them all when a client is set up: a paced reviewer needs few).
 */
export function decisions(reviewer: Reviewer, limit = Number.POSITIVE_INFINITY): AutocannonRequest[] {
  const headers = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: reviewer.cookie,
  };
  const batchId = reviewer.batchId;
  const list: AutocannonRequest[] = [];
  for (const { rowId, pos } of reviewer.rows) {
    const select = (isMatchSelected: boolean) => ({
      method: 'POST',
      path: '/backend/import/saveSingleMatchSelection',
      headers,
      body: JSON.stringify({ batchId, rowId, pos, isMatchSelected }),
    });
    const check = (isChecked: boolean) => ({
      method: 'POST',
      path: '/backend/import/saveSingleManualCheck',
      headers,
      body: JSON.stringify({ batchId, rowId, isChecked }),
    });
    // Selecting checks the row; so every request of the cycle changes something.
    list.push(select(true), select(false), check(false), check(true));
  }
  const start = reviewer.answered % list.length;
  return [...list.slice(start), ...list.slice(0, start)].slice(0, limit);
}

export interface ReviewLoad {
  seconds: number;
  latency: Latencies;
  /** Answered with 2xx, per second of the run. */
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Per API process: its reviewers' 2xx answers per second and their p99. */
  perProcess: { url: string; reviewers: number; requestsPerSecond: number; p99: number }[];
}

/** The reviewers' closed loop for `seconds`, every process's reviewers at once. */
export async function closedLoop(reviewers: Reviewer[], seconds: number): Promise<ReviewLoad> {
  const urls = [...new Set(reviewers.map((r) => r.url))];
  const all: number[] = [];
  const byUrl = new Map<string, number[]>();
  const results: AutocannonResult[] = [];
  const started = performance.now();
  await Promise.all(
    urls.map(
      (url) =>
        new Promise<void>((resolve, reject) => {
          const mine = reviewers.filter((r) => r.url === url);
          const latencies: number[] = [];
          byUrl.set(url, latencies);
          const owner = new Map<AutocannonClient, Reviewer>();
          let next = 0;
          const instance = autocannon(
            {
              url,
              connections: mine.length,
              duration: seconds,
              timeout: 30,
              setupClient: (client) => {
                const reviewer = mine[next++ % mine.length]!;
                owner.set(client, reviewer);
                client.setRequests(decisions(reviewer));
              },
            },
            (error, result) => {
              if (error) reject(error);
              else {
                results.push(result);
                resolve();
              }
            },
          );
          instance.on('response', (client, statusCode, _bytes, ms) => {
            if (statusCode >= 200 && statusCode < 300) {
              latencies.push(ms);
              all.push(ms);
            }
            const reviewer = owner.get(client);
            if (reviewer) reviewer.answered++;
          });
        }),
    ),
  );
  const wall = (performance.now() - started) / 1000;
  const statusCodes: Record<string, number> = {};
  for (const result of results)
    for (const [code, { count }] of Object.entries(result.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    seconds: wall,
    latency: summarize(all),
    requestsPerSecond: all.length / wall,
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
    timeouts: results.reduce((s, r) => s + r.timeouts, 0),
    statusCodes,
    perProcess: urls.map((url) => ({
      url,
      reviewers: reviewers.filter((r) => r.url === url).length,
      requestsPerSecond: byUrl.get(url)!.length / wall,
      p99: summarize(byUrl.get(url)!).p99,
    })),
  };
}
