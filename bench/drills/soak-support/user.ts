/**
 * One simulated user of the soak: signed in from a loopback address of its own, with its own
 * connections (a browser's six), looping through the journey of docs/app.md until the deadline:
 *
 *  1. upload its customer file (csv and xlsx in turn);
 *  2. the mapping step: getImportName, rereadUpload (the sheet or encoding the upload chose),
 *     saveTag, startMatching with the proposed mapping;
 *  3. the status step: getStatus every second until the job is finished;
 *  4. review: getThresholds, getResultPriorities, the first page (15 rows) of the manual and the
 *     exact tab, the first candidate of up to 5 manual rows selected, the match of 2 exact rows
 *     deselected and selected again, 2 more exact rows unchecked and checked again;
 *  5. the quality report's statistics (getStatistics every second until counted) and, every
 *     `pdfEvery`-th loop, its PDF (exportQualityReport every second until rendered, then
 *     getQualityReportFile, checked to be a PDF);
 *  6. export: getExportInfo, getCurrentQuotaInfosForExport, exportMatches (xlsx and csv in turn),
 *     getExportStatus every second until finished (charged then), getExportFile (checked to be an
 *     xlsx or a csv);
 *  7. past imports and exports: listImports, deleteImport of every import but the newest
 *     `keepImports`, listHistoryExports, getUserQuotaInfo;
 *  8. every `reloginEvery`-th loop: logout and sign in again.
 *
 * Between steps it thinks for `thinkMs` (half to one and a half times, at random). Every answer
 * other than the one the journey expects is an error; the loop is then left and begun anew.
 */
import http from 'node:http';
import { call, type Answer, type MatchStatus, type UploadResponse } from '../../support/api.ts';
import { sendUpload } from '../../support/http.ts';
import { sleep } from '../../support/stats.ts';
import { JOB, type Recorder } from './recorder.ts';

export interface UserConfig {
  index: number;
  email: string;
  password: string;
  /** The address its sign-ins come from (the sign-in limit is per client IP). */
  loopback: string;
  /** The API process it talks to. */
  url: string;
  files: { csv: string; xlsx: string };
  rows: number;
}

export interface JourneyOptions {
  thinkMs: number;
  keepImports: number;
  /** Render the report PDF every n-th loop; 0: never. */
  pdfEvery: number;
  /** Sign out and in again every n-th loop; 0: never. */
  reloginEvery: number;
  /** performance.now() after which no new step starts (a running export is still followed to its end). */
  deadline: number;
}

const POLL_MS = 1000;
const REQUEST_TIMEOUT_MS = 120_000;
const JOB_TIMEOUT_MS = 10 * 60_000;

/** The contract's area of each POST call the journey makes (its path is /backend/<area>/<call>). */
const AREA = new Map<string, string>([
  ...['logout'].map((k) => [k, 'auth'] as const),
  ...['getUserQuotaInfo', 'getCurrentQuotaInfosForExport'].map((k) => [k, 'quota'] as const),
  ...[
    'getImportName',
    'rereadUpload',
    'saveTag',
    'startMatching',
    'getStatus',
    'getThresholds',
    'getResultPriorities',
    'getResults',
    'saveSingleMatchSelection',
    'saveSingleManualCheck',
    'getStatistics',
    'listImports',
    'deleteImport',
  ].map((k) => [k, 'import'] as const),
  ...['getExportInfo', 'exportMatches', 'getExportStatus', 'exportQualityReport', 'listHistoryExports'].map(
    (k) => [k, 'export'] as const,
  ),
]);

/** A step that went wrong: already recorded as an error; the loop begins anew. */
class StepFailed extends Error {}

interface Quota {
  currentQuota: number;
  monthlyUsed: number;
}

/** A small deterministic generator (mulberry32): each user thinks its own way, the same in every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SimUser {
  private cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly draw: () => number;
  /** Loops begun, and finished to their end. */
  loops = 0;
  completed = 0;
  /** Companies the finished exports charged (their numCharged), and the exports and PDFs. */
  charged = 0;
  exports = 0;
  pdfs = 0;
  deleted = 0;
  quotaAtStart: Quota | null = null;
  quotaAtEnd: Quota | null = null;

  private readonly config: UserConfig;
  private readonly options: JourneyOptions;
  private readonly recorder: Recorder;

  constructor(config: UserConfig, options: JourneyOptions, recorder: Recorder) {
    this.config = config;
    this.options = options;
    this.recorder = recorder;
    this.draw = random(1000 + config.index);
  }

  private get user(): number {
    return this.config.index;
  }

  private pastDeadline(): boolean {
    return performance.now() >= this.options.deadline;
  }

  /** One call; recorded; anything but `expect` is an error and ends the step. */
  private async send<T>(
    kind: string,
    method: 'GET' | 'POST',
    apiPath: string,
    body?: unknown,
    localAddress?: string,
  ): Promise<Answer<T>> {
    let answer: Answer<T>;
    const started = performance.now();
    try {
      answer = await call<T>(this.config.url, method, apiPath, {
        ...(body === undefined ? {} : { body }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(localAddress ? { localAddress } : { agent: this.agent }),
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      this.recorder.request(this.user, kind, performance.now() - started, 0);
      this.recorder.error(this.user, kind, 0, error instanceof Error ? error.message : String(error));
      throw new StepFailed();
    }
    this.recorder.request(this.user, kind, answer.ms, answer.status);
    if (answer.status !== 200) {
      const detail = answer.body === null ? `${answer.raw.length} bytes` : JSON.stringify(answer.body);
      this.recorder.error(this.user, kind, answer.status, detail);
      throw new StepFailed();
    }
    return answer;
  }

  private post<T>(kind: string, body: unknown): Promise<Answer<T>> {
    const area = AREA.get(kind);
    if (!area) throw new Error(`no path for ${kind}`);
    return this.send<T>(kind, 'POST', `/backend/${area}/${kind}`, body);
  }

  /** A wrong outcome (not a status): an error, and the step ends. */
  private fail(kind: string, detail: string): never {
    this.recorder.error(this.user, kind, 0, detail);
    throw new StepFailed();
  }

  private async think(): Promise<void> {
    await sleep(this.options.thinkMs * (0.5 + this.draw()));
  }

  /** Calls `poll` every second until it says done; records the job's time from `started`. */
  private async until(
    job: string,
    started: number,
    poll: () => Promise<boolean>,
    options: { evenPastDeadline?: boolean } = {},
  ): Promise<boolean> {
    for (;;) {
      if (await poll()) {
        this.recorder.request(this.user, `${JOB}${job}`, performance.now() - started, 200);
        return true;
      }
      if (!options.evenPastDeadline && this.pastDeadline()) return false;
      if (performance.now() - started > JOB_TIMEOUT_MS)
        this.fail(`${JOB}${job}`, `not done after ${JOB_TIMEOUT_MS / 60_000} minutes`);
      await sleep(POLL_MS);
    }
  }

  async signIn(): Promise<void> {
    this.cookie = '';
    const answer = await this.send(
      'signIn',
      'POST',
      '/backend/auth/signIn',
      { email: this.config.email, password: this.config.password },
      this.config.loopback,
    );
    if (answer.cookies.length === 0) this.fail('signIn', 'no session cookie');
    this.cookie = answer.cookies.join('; ');
  }

  async quota(): Promise<Quota> {
    return (await this.post<Quota>('getUserQuotaInfo', {})).body;
  }

  /** Signs in, then loops until the deadline; the account's quota before and after, for the bank-style check. */
  async run(): Promise<void> {
    while (!this.pastDeadline()) {
      try {
        if (!this.cookie) await this.signIn();
        this.quotaAtStart ??= await this.quota();
        if (await this.loop()) this.completed++;
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        await sleep(POLL_MS);
      }
    }
    try {
      this.quotaAtEnd = await this.quota();
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
    }
    this.agent.destroy();
  }

  /** One journey; false when the deadline came first. */
  private async loop(): Promise<boolean> {
    const loop = this.loops++;
    const loopStarted = performance.now();
    const { rows, files } = this.config;
    const kind = loop % 2 === 0 ? 'csv' : 'xlsx';
    const stop = () => this.pastDeadline();

    if (this.options.reloginEvery > 0 && loop > 0 && loop % this.options.reloginEvery === 0) {
      await this.post('logout', {});
      this.cookie = '';
      await this.signIn();
      await this.think();
    }

    // 1. Upload.
    let uploaded: { status: number; ms: number; body: UploadResponse | string };
    try {
      uploaded = await sendUpload<UploadResponse | string>(this.config.url, this.cookie, files[kind], {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      this.recorder.error(this.user, 'upload', 0, error instanceof Error ? error.message : String(error));
      throw new StepFailed();
    }
    this.recorder.request(this.user, 'upload', uploaded.ms, uploaded.status);
    if (uploaded.status !== 200 || typeof uploaded.body === 'string')
      this.fail('upload', `${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    const batch = uploaded.body;
    if (batch.stats.rows.total !== rows)
      this.fail('upload', `${batch.stats.rows.total} rows imported, not ${rows}`);
    const batchId = batch.batchId;
    if (stop()) return false;
    await this.think();

    // 2. Mapping.
    await this.post('getImportName', { batchId });
    const reread = await this.post<UploadResponse & { sheetName: string | null; encoding: string | null }>(
      'rereadUpload',
      kind === 'csv'
        ? { batchId, encoding: (batch as { encoding?: string | null }).encoding ?? 'utf-8' }
        : { batchId, sheetName: (batch as { sheetName?: string | null }).sheetName ?? 'Sheet1' },
    );
    if (reread.body.stats.rows.total !== rows)
      this.fail('rereadUpload', `${reread.body.stats.rows.total} rows, not ${rows}`);
    await this.post('saveTag', { batchId, tag: `soak ${this.user + 1}-${loop + 1}` });
    await this.think();
    const matchStarted = performance.now();
    const started = await this.post<{ started: boolean }>('startMatching', {
      batchId,
      mapping: reread.body.detectedMapping,
      additionalCustomerColumns: [],
      checkDuplicateExtIds: false,
    });
    if (!started.body.started) this.fail('startMatching', JSON.stringify(started.body));

    // 3. Status until finished.
    const matched = await this.until('matching', matchStarted, async () => {
      const status = (await this.post<MatchStatus>('getStatus', { batchId })).body;
      if (status.state === 'failed' || status.state === 'stopped')
        this.fail(`${JOB}matching`, `state ${status.state}`);
      return status.isFinished;
    });
    if (!matched) return false;
    await this.think();

    // 4. Review.
    await this.post('getThresholds', { batchId });
    await this.post('getResultPriorities', { batchId });
    type Page = { results: { row_id: number; matches: { pos: number; isNoMatch: boolean }[] }[] };
    const page = async (matchType: string) =>
      (
        await this.post<Page>('getResults', {
          batchId,
          paging: { page: 0, pageSize: 15 },
          filters: { matchType },
        })
      ).body.results;
    const manual = await page('manual');
    const exact = await page('exact');
    for (const row of manual.slice(0, 5)) {
      const candidate = row.matches.find((m) => !m.isNoMatch);
      if (!candidate) continue;
      await this.think();
      await this.post('saveSingleMatchSelection', {
        batchId,
        rowId: row.row_id,
        pos: candidate.pos,
        isMatchSelected: true,
      });
    }
    // An exact row's match deselected and selected again, another's check taken back and set again:
    // every write changes something, and the export still enriches them.
    for (const row of exact.slice(0, 2)) {
      const candidate = row.matches.find((m) => !m.isNoMatch);
      if (!candidate) continue;
      for (const isMatchSelected of [false, true]) {
        await this.think();
        await this.post('saveSingleMatchSelection', {
          batchId,
          rowId: row.row_id,
          pos: candidate.pos,
          isMatchSelected,
        });
      }
    }
    for (const row of exact.slice(2, 4)) {
      for (const isChecked of [false, true]) {
        await this.think();
        await this.post('saveSingleManualCheck', { batchId, rowId: row.row_id, isChecked });
      }
    }
    if (stop()) return false;

    // 5. The quality report: statistics, and every pdfEvery-th loop its PDF.
    const statisticsStarted = performance.now();
    const counted = await this.until('statistics', statisticsStarted, async () => {
      const answer = (await this.post<{ state: string }>('getStatistics', { batchId })).body;
      if (answer.state === 'failed') this.fail(`${JOB}statistics`, 'state failed');
      return answer.state === 'finished';
    });
    if (!counted) return false;
    if (this.options.pdfEvery > 0 && (loop + this.user) % this.options.pdfEvery === 0) {
      await this.think();
      const pdfStarted = performance.now();
      const rendered = await this.until('report PDF', pdfStarted, async () => {
        const answer = (
          await this.post<{ ready: boolean; state: string }>('exportQualityReport', { batchId })
        ).body;
        if (answer.state === 'failed') this.fail(`${JOB}report PDF`, 'state failed');
        return answer.ready;
      });
      if (!rendered) return false;
      const file = await this.send(
        'getQualityReportFile',
        'GET',
        `/backend/export/getQualityReportFile?id=${batchId}`,
      );
      if (file.raw.subarray(0, 5).toString('latin1') !== '%PDF-')
        this.fail('getQualityReportFile', `not a PDF: ${file.contentType}, ${file.raw.length} bytes`);
      this.pdfs++;
    }
    await this.think();

    // 6. Export.
    const info = (await this.post<{ numberOfCompanies: number }>('getExportInfo', { batchId })).body;
    await this.post('getCurrentQuotaInfosForExport', {
      batchId,
      numRequestedExports: info.numberOfCompanies,
    });
    await this.think();
    const exportStarted = performance.now();
    await this.post('exportMatches', {
      batchId,
      exportFileType: kind,
      delimiter: ';',
      defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
      consolidatedView: {
        export: false,
        customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
      },
      numExports: info.numberOfCompanies,
    });
    let numCharged = 0;
    // Followed to its end even past the deadline: the quota check counts what it charged.
    await this.until(
      'export',
      exportStarted,
      async () => {
        const status = (
          await this.post<{ state: string; numCharged: number }>('getExportStatus', { batchId })
        ).body;
        if (status.state === 'failed') this.fail(`${JOB}export`, 'state failed');
        numCharged = status.numCharged;
        return status.state === 'finished';
      },
      { evenPastDeadline: true },
    );
    this.charged += numCharged;
    this.exports++;
    const file = await this.send(
      'getExportFile',
      'GET',
      `/backend/export/getExportFile?id=${batchId}&exportFileType=${kind}`,
    );
    const head = file.raw.subarray(0, 2).toString('latin1');
    if (kind === 'xlsx' ? head !== 'PK' : file.raw.length < 100)
      this.fail('getExportFile', `not a ${kind}: ${file.contentType}, ${file.raw.length} bytes`);
    if (stop()) return false;
    await this.think();

    // 7. Past imports (the old ones deleted), the exports list, the quota.
    const imports = (
      await this.post<{ items: { batchId: string }[]; totalCount: number }>('listImports', {
        paging: { page: 0, pageSize: 20 },
      })
    ).body;
    for (const old of imports.items.slice(this.options.keepImports)) {
      await this.post('deleteImport', { batchId: old.batchId });
      this.deleted++;
    }
    await this.post('listHistoryExports', {
      paging: { page: 0, pageSize: 10 },
      sorting: { field: 'time', order: 'desc' },
    });
    await this.quota();
    this.recorder.request(this.user, `${JOB}journey`, performance.now() - loopStarted, 200);
    await this.think();
    return true;
  }
}
