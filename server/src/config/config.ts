import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isPostgresUrl } from '../db/postgres.ts';

/**
 * The server's configuration, read from the environment and validated once at start
 * (README 'Configuration'). Anything invalid stops the start with a message naming the variable.
 */
export interface AppConfig {
  /** DNS servers of the e-mail and website checks ('1.1.1.1', '127.0.0.1:5353'); empty: the system's. */
  checksDnsServers: string[];
  /**
   * Networks the website check may connect to although they are private (CIDR). For tests only,
   * whose web servers listen on 127.0.0.1; empty in production (docs/quality-report.md 'Checks').
   */
  websiteCheckAllowedNetworks: string[];
  port: number;
  host: string;
  /** Absolute folder for the database, uploads, exports and generated secrets. */
  dataDir: string;
  /** Reserved for PostgreSQL; unset means the embedded SQLite database in dataDir. */
  databaseUrl: string | undefined;
  /**
   * Where uploaded originals, export files and report PDFs are kept (FILE_STORE, storage/file-store.ts):
   * `folder` in dataDir (a shared mount in a cluster), or `database`, in PostgreSQL itself.
   */
  fileStore: 'folder' | 'database';
  /** The address users reach the product at (links in mails, cookie security). */
  publicUrl: string;
  sessionSecret: string;
  /**
   * Signs the one-time hand-over tokens of the sister products (docs/auth.md 'The session
   * hand-over'); HANDOVER_SECRET or generated into DATA_DIR/handover-secret, shared with the users CLI.
   */
  handoverSecret: string;
  /** Single sign-on with OpenID Connect (docs/auth.md 'Single sign-on'); null: the built-in login. */
  oidc: OidcConfig | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built app to serve; null serves none (tests, API-only). */
  staticDir: string | null;
  /**
   * Folder of the built component catalogue (`npm run build-storybook`) served read-only at
   * /storybook/ (SERVE_STORYBOOK=1, STORYBOOK_DIR; http/storybook.ts); null: not served (default).
   */
  storybookDir: string | null;
  /** Maximum JSON request body in bytes. */
  jsonBodyLimit: number;
  /** Maximum upload size in bytes. */
  uploadBodyLimit: number;
  /** Data rows an upload imports; the rest are dropped with a warning (spec 5 Upload). */
  maxUploadRows: number;
  /** Rows matching commits at a time, and a pause after each commit (leaves the machine to others). */
  matchChunkRows: number;
  matchPauseMs: number;
  /**
   * On PostgreSQL, the jobs' pg-boss queues: a worker's job whose heartbeats stop for this many
   * seconds is handed to another worker; supervision passes that find it run this often.
   */
  jobHeartbeatSeconds: number;
  jobSuperviseSeconds: number;
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind https). */
  trustProxy: boolean;
  /** A session unused for this many minutes ends (idle timeout). */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, whatever the activity (absolute timeout). */
  sessionAbsoluteHours: number;
  /** Password of the demo account created on first start; unset generates a readable random one. */
  demoPassword: string | undefined;
  /** Companies generated into an empty company database on start (0: none); docs/companies.md. */
  demoCompanies: number;
  /** SMTP server mails are sent through (smtp:// or smtps://, credentials in the URL); null writes them to DATA_DIR/outbox. */
  smtpUrl: string | null;
  /** Sender of the mails ('Datacare <noreply@datacare.example>'). */
  mailFrom: string;
  /** Days a mailed download link works (docs/exports.md). */
  mailLinkDays: number;
  /** Days an export file is kept before the retention sweep deletes it (the history keeps the record). */
  exportRetentionDays: number;
  /** Minutes between two runs of the retention sweep (it also runs at start). */
  retentionSweepMinutes: number;
  /** The chromium the quality report PDF is printed with (docs/adr/011-report-pdf.md). */
  chromiumPath: string;
  /**
   * Where that browser reaches this server; null: the address it listens on, over loopback
   * (reports/pdf/self-url.ts). Set it only when the listen address is not reachable from the server itself.
   */
  reportRenderUrl: string | null;
  /**
   * The remote prospecting product the company lists live in (TARGET_API_URL and TARGET_API_TOKEN,
   * docs/lists.md); null: the built-in lists in this product's database.
   */
  targetApi: { url: string; token: string } | null;
  /**
   * What this process does (DATACARE_ROLE, docs/deployment.md): `all` (npm start) serves the app and
   * the API and runs the jobs; `api` serves the app and the API and only queues jobs; `worker` runs
   * the jobs and answers /health and /ready only. `api` and `worker` need PostgreSQL.
   */
  role: ProcessRole;
  /** Seconds a graceful shutdown may take before the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
}

/** The roles of a server process (docs/deployment.md 'Processes and roles'). */
export type ProcessRole = 'all' | 'api' | 'worker';

/** The OpenID provider the login goes to when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
export interface OidcConfig {
  /** The issuer identifier; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes asked for (default `openid email profile`). */
  scopes: string;
  /** Tests only: an http issuer on a loopback address (openid-client refuses http otherwise). */
  allowHttp: boolean;
}

/** An empty variable counts as unset. */
function unsetIfEmpty(value: unknown): unknown {
  return value === '' ? undefined : value;
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** A comma-separated list, entries trimmed, empty ones dropped. */
function listOf(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** '1.2.3.4', '1.2.3.4:53', '::1' or '[::1]:53', as dns.setServers takes them. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed) return net.isIPv6(bracketed[1]!);
  if (net.isIP(entry) !== 0) return true;
  const withPort = /^([\d.]+):\d{1,5}$/.exec(entry);
  return withPort !== null && net.isIPv4(withPort[1]!);
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  CHECKS_DNS_SERVERS: z
    .string()
    .default('')
    .transform((value) => listOf(value))
    .refine(
      (list) => list.every(isDnsServer),
      'CHECKS_DNS_SERVERS must be IP addresses, optionally with :port',
    ),
  WEBSITE_CHECK_ALLOWED_NETWORKS: z
    .string()
    .default('')
    .transform((value) => listOf(value))
    .refine(
      (list) => list.every((cidr) => ipaddr.isValidCIDR(cidr)),
      'WEBSITE_CHECK_ALLOWED_NETWORKS must be CIDR networks such as 127.0.0.1/32',
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  FILE_STORE: z.preprocess(
    unsetIfEmpty,
    z.enum(['folder', 'database'], { error: 'FILE_STORE must be folder or database' }).default('folder'),
  ),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  HANDOVER_SECRET: z.preprocess(
    unsetIfEmpty,
    z.string().min(32, 'HANDOVER_SECRET must be at least 32 characters').optional(),
  ),
  OIDC_ISSUER: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an https:// URL' }).optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().max(1024).optional()),
  OIDC_CLIENT_SECRET: z.preprocess(unsetIfEmpty, z.string().max(1024).optional()),
  OIDC_SCOPES: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .max(1024)
      .regex(/(^|\s)openid(\s|$)/, 'OIDC_SCOPES must contain openid')
      .default('openid email profile'),
  ),
  OIDC_ALLOW_HTTP: booleanString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().optional(),
  SERVE_STORYBOOK: z.preprocess(unsetIfEmpty, booleanString.default(false)),
  STORYBOOK_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  JSON_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  MAX_UPLOAD_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  MATCH_CHUNK_ROWS: z.coerce.number().int().min(1).max(100_000).default(500),
  MATCH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  TRUST_PROXY: booleanString.default(false),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  // Empty counts as unset (a random password is generated).
  DEMO_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').max(1024).optional(),
  ),
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(10_000_000).default(200_000),
  // Empty counts as unset (mails go to DATA_DIR/outbox).
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    // 'Name <address>' or a bare address, as nodemailer takes it.
    .regex(
      /^([^<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/,
      'MAIL_FROM must be an e-mail address, optionally with a name',
    )
    .default('Datacare <noreply@datacare.example>'),
  MAIL_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_SWEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  REPORT_RENDER_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  // Empty counts as unset (the built-in company lists).
  TARGET_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'TARGET_API_URL must be an http:// or https:// URL' }).optional(),
  ),
  TARGET_API_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(16, 'TARGET_API_TOKEN must be at least 16 characters')
      .max(4096)
      .regex(/^[\x21-\x7e]+$/, 'TARGET_API_TOKEN must be printable ASCII without spaces')
      .optional(),
  ),
  DATACARE_ROLE: z.preprocess(
    unsetIfEmpty,
    z.enum(['all', 'api', 'worker'], { error: 'DATACARE_ROLE must be all, api or worker' }).default('all'),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(3600).optional()),
});

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads a secret from DATA_DIR (`session-secret`, `handover-secret`), creating it (mode 0600) on
 * first start. Processes starting together on one DATA_DIR end up with the same secret: the file
 * appears whole (written aside, then linked into place) and the first link wins.
 */
function storedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  let missing = false;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    missing = true;
  }
  const secret = randomBytes(48).toString('base64url');
  if (!missing) {
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, secret + '\n', { mode: 0o600 });
  try {
    linkSync(aside, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    // A file system without hard links: written in place, as before.
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together switch on single sign-on; one or two
 * of them alone is a mistake. The issuer must be https, except on a loopback address with the
 * tests-only OIDC_ALLOW_HTTP.
 */
function oidcConfigOf(e: z.infer<typeof envSchema>): OidcConfig | null {
  const given = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together`,
    );
  }
  const issuer = new URL(e.OIDC_ISSUER!);
  if (issuer.protocol !== 'https:' && !(e.OIDC_ALLOW_HTTP && isLoopbackHost(issuer.hostname))) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER: must be an https:// URL (OIDC_ALLOW_HTTP=1 allows http on a loopback address, for tests only)',
    );
  }
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    scopes: e.OIDC_SCOPES,
    allowHttp: e.OIDC_ALLOW_HTTP,
  };
}

/**
 * Validates the environment and returns the configuration. Creates DATA_DIR and the stored
 * session and hand-over secrets when they do not exist yet.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.DATABASE_URL.startsWith('sqlite:') && !isPostgresUrl(e.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: must be a PostgreSQL URL (postgres://user:password@host:5432/database); unset it to use the embedded SQLite database in DATA_DIR.',
    );
  }
  if (e.FILE_STORE === 'database' && !isPostgresUrl(e.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  FILE_STORE: database keeps the files in PostgreSQL and needs a PostgreSQL DATABASE_URL; with SQLite the files stay in DATA_DIR (FILE_STORE=folder).',
    );
  }
  if (e.DATACARE_ROLE !== 'all' && !isPostgresUrl(e.DATABASE_URL)) {
    throw new ConfigError(
      `Invalid configuration:\n  DATACARE_ROLE: ${e.DATACARE_ROLE} needs a PostgreSQL DATABASE_URL shared by every process; the embedded SQLite database serves one process (npm start, DATACARE_ROLE=all).`,
    );
  }
  if (e.DATACARE_ROLE === 'worker' && e.REPORT_RENDER_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  REPORT_RENDER_URL: a worker serves no app, so the quality report PDF is printed from an API process: set it to one (or to the proxy in front of them), e.g. http://10.0.0.5:8080.',
    );
  }
  const oidc = oidcConfigOf(e);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    checksDnsServers: e.CHECKS_DNS_SERVERS,
    websiteCheckAllowedNetworks: e.WEBSITE_CHECK_ALLOWED_NETWORKS,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    fileStore: e.FILE_STORE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? storedSecret(dataDir, 'session-secret'),
    handoverSecret: e.HANDOVER_SECRET ?? storedSecret(dataDir, 'handover-secret'),
    oidc,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR === '' ? null : path.resolve(cwd, e.STATIC_DIR ?? defaultStaticDir()),
    storybookDir: e.SERVE_STORYBOOK ? path.resolve(cwd, e.STORYBOOK_DIR ?? defaultStorybookDir()) : null,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    uploadBodyLimit: e.UPLOAD_BODY_LIMIT,
    maxUploadRows: e.MAX_UPLOAD_ROWS,
    matchChunkRows: e.MATCH_CHUNK_ROWS,
    matchPauseMs: e.MATCH_PAUSE_MS,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    jobSuperviseSeconds: e.JOB_SUPERVISE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    demoPassword: e.DEMO_PASSWORD,
    demoCompanies: e.DEMO_COMPANIES,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailLinkDays: e.MAIL_LINK_DAYS,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    retentionSweepMinutes: e.RETENTION_SWEEP_MINUTES,
    chromiumPath: e.CHROMIUM_PATH,
    reportRenderUrl: e.REPORT_RENDER_URL?.replace(/\/+$/, '') ?? null,
    targetApi: targetApiOf(e.TARGET_API_URL, e.TARGET_API_TOKEN),
    role: e.DATACARE_ROLE,
    // A worker finishes its running chunk; a request or a small job takes less.
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS ?? (e.DATACARE_ROLE === 'worker' ? 30 : 10),
  };
}

/** TARGET_API_URL and TARGET_API_TOKEN switch to the remote company lists together; one alone is a mistake. */
function targetApiOf(url: string | undefined, token: string | undefined): AppConfig['targetApi'] {
  if (url === undefined && token === undefined) return null;
  if (url === undefined || token === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  ${url === undefined ? 'TARGET_API_URL' : 'TARGET_API_TOKEN'}: the remote company lists need TARGET_API_URL and TARGET_API_TOKEN together`,
    );
  }
  return { url: url.replace(/\/+$/, ''), token };
}

/** The app's production build, next to the server in the repository. */
export function defaultStaticDir(): string {
  return path.resolve(import.meta.dirname, '..', '..', '..', 'app', 'dist');
}

/** The built component catalogue, where `npm run build-storybook` writes it: the repository's root. */
export function defaultStorybookDir(): string {
  return path.resolve(import.meta.dirname, '..', '..', '..', 'storybook-static');
}
