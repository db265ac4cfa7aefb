/**
 * `npm run users -- <command>`: manage the accounts of the built-in login service in DATA_DIR's
 * database (docs/auth.md). Opens the database through createDatabase, so migrations are applied.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { ContractType, Language } from '@datacare/api-client/generated/types';
import {
  createHandoverToken,
  HANDOVER_LIFETIME_MS,
  HANDOVER_TOOLS,
  type HandoverTool,
} from '../auth/handover.ts';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords.ts';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { systemClock, type Clock } from '../system/clock.ts';
import {
  CONTRACT_TYPES,
  PASSWORD_MIN_LENGTH,
  UserInputError,
  createUser,
  normaliseEmail,
  setUserPassword,
  setUserQuota,
} from '../users/service.ts';
import { findUserByEmail, listUsers, updateUser, type UserRecord } from '../users/storage.ts';
import {
  EXPORT_FIELD_KEYS,
  dataPacksOf,
  describeList,
  parseFieldList,
  parsePackList,
  setUserDataPacks,
  setUserUnlockedFields,
  unlockedFieldsOf,
} from '../users/unlocks.ts';

/** Exit codes: 0 done, 1 refused by the data (unknown account, taken e-mail), 2 usage, 78 configuration. */
export const EXIT = { ok: 0, refused: 1, usage: 2, config: 78 } as const;

const LANGUAGES: readonly Language[] = ['de', 'en', 'fr'];

/** A comma list broken into lines of at most `width` characters, each indented. */
function wrapList(items: readonly string[], indent: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line === '' ? item : `${line}, ${item}`;
    if (indent.length + next.length + 1 > width && line !== '') {
      lines.push(`${indent}${line},`);
      line = item;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines.join('\n');
}

export const USAGE = `Usage: npm run users -- <command> [options]

Manages the accounts of the built-in login service in DATA_DIR/datacare.sqlite
(DATA_DIR defaults to ./data, as for the server).

Commands:
  add           create an account
                  --email <e-mail>          required
                  --password <password>     required, at least ${PASSWORD_MIN_LENGTH} characters
                  --first-name <first name> required
                  --name <last name>        required
                  --company <company name>
                  --language de|en|fr       default de
                  --contract ${CONTRACT_TYPES.join('|')}   default paid
                  --target1                 grant target 1 access
                  --target2                 grant target 2 access
  list          show every account (never the password hashes)
  set-quota     change an account's export quota
                  --email <e-mail>          required
                  --total <n>               contract quota
                  --used <n>                used amount
                  --unlimited true|false
                  --monthly-expand true|false
  set-password  set a new password and end the account's sessions
                  --email <e-mail>          required
                  --password <password>     required
  set-packs <e-mail> <packs>
                the country data packs the account purchased: DE,AT (companies of
                other countries are locked: XXXX in review, not enriched, not charged),
                all (every pack, the default of new accounts) or none
  set-fields <e-mail> <fields>
                the export fields unlocked for the account: zip,phone,... , all (the
                default) or none; the fields:
${wrapList(EXPORT_FIELD_KEYS, '                  ', 80)}
  set-permissions
                grant or withdraw access to the sister products
                  --email <e-mail>          required
                  --target1 on|off          target 1 (company lists)
                  --target2 on|off          target 2 (hand-over of companies)
  tool-session  print a one-time hand-over token (valid ${HANDOVER_LIFETIME_MS / 1000} s, one use) and the
                connect page's address that signs the account in with it
                  --email <e-mail>          required
                  --tool ${HANDOVER_TOOLS.join('|')}    default datacare; target marks the
                                            session as coming from the sister product
                  --list-id <id>            the company list to change
                  --mode add|remove         default add
                  --lang de|en|fr           default: the account's language

Options:
  --help        show this help

Exit codes: 0 done, 1 refused (unknown account, e-mail taken, invalid value), 2 usage error,
78 configuration error.
`;

/** Where the CLI reads its environment and writes its output (tests pass their own). */
export interface CliContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  hasher?: PasswordHasher;
  clock?: Clock;
}

class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

const COMMAND_OPTIONS: Record<string, Options> = {
  add: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    language: { type: 'string' },
    contract: { type: 'string' },
    target1: { type: 'boolean' },
    target2: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  list: { help: { type: 'boolean' } },
  'set-quota': {
    email: { type: 'string' },
    total: { type: 'string' },
    used: { type: 'string' },
    unlimited: { type: 'string' },
    'monthly-expand': { type: 'string' },
    help: { type: 'boolean' },
  },
  'set-password': {
    email: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
  'set-packs': { email: { type: 'string' }, packs: { type: 'string' }, help: { type: 'boolean' } },
  'set-fields': { email: { type: 'string' }, fields: { type: 'string' }, help: { type: 'boolean' } },
  'set-permissions': {
    email: { type: 'string' },
    target1: { type: 'string' },
    target2: { type: 'string' },
    help: { type: 'boolean' },
  },
  'tool-session': {
    email: { type: 'string' },
    tool: { type: 'string' },
    'list-id': { type: 'string' },
    mode: { type: 'string' },
    lang: { type: 'string' },
    help: { type: 'boolean' },
  },
};

/** Commands that take `<e-mail> <list>` as positionals (or --email and --packs / --fields). */
const POSITIONAL: Record<string, readonly [string, string]> = {
  'set-packs': ['email', 'packs'],
  'set-fields': ['email', 'fields'],
};

type Values = Record<string, string | boolean | undefined>;

function required(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

function optionalString(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

function count(values: Values, name: string): number | undefined {
  const value = optionalString(values, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new UsageError(`--${name} must be a whole number of at least 0.`);
  return Number(value);
}

function yesNo(values: Values, name: string): boolean | undefined {
  const value = optionalString(values, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  throw new UsageError(`--${name} must be true or false.`);
}

function onOff(values: Values, name: string): boolean | undefined {
  const value = optionalString(values, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  throw new UsageError(`--${name} must be on or off.`);
}

/** An existing account by e-mail, or a refusal naming it. */
async function accountOf(db: Db, email: string): Promise<UserRecord> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw new UserInputError('user_not_found', `There is no account for ${normaliseEmail(email)}.`);
  return user;
}

/**
 * The connect page's address for a hand-over token (spec 2 Connect import, Query flags):
 * integration mode signs the user in with `session`, then adds to or removes from `listId`.
 */
export function toolSessionUrl(
  publicUrl: string,
  input: { token: string; tool: HandoverTool; mode: 'add' | 'remove'; lang: Language; listId?: string },
): string {
  const query = new URLSearchParams({
    isIntegrationMode: 'true',
    session: input.token,
    mode: input.mode,
    lang: input.lang,
  });
  if (input.listId !== undefined) query.set('listId', input.listId);
  if (input.tool === 'target') query.set('fromTarget', 'true');
  return `${publicUrl}/connect-import?${query.toString()}`;
}

function oneOf<T extends string>(values: Values, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(values, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** A plain text table: one header row, columns padded to their widest cell. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

function userRow(user: UserRecord): string[] {
  const quota = user.unlimited ? 'unlimited' : `${user.used_quota}/${user.total_quota}`;
  return [
    user.email ?? '-',
    `${user.first_name} ${user.name}`.trim(),
    user.company_name ?? '-',
    user.language,
    user.contract_type,
    [user.target1_access ? 't1' : '', user.target2_access ? 't2' : ''].filter(Boolean).join(',') || '-',
    quota,
    user.monthly_expand ? 'yes' : 'no',
    describeList(dataPacksOf(user)),
    describeList(unlockedFieldsOf(user)),
    user.created_at.slice(0, 10),
  ];
}

async function run(
  command: string,
  values: Values,
  db: Db,
  config: AppConfig,
  ctx: CliContext,
): Promise<void> {
  const hasher = ctx.hasher ?? createPasswordHasher();
  const now = (ctx.clock ?? systemClock)();
  switch (command) {
    case 'add': {
      const user = await createUser(
        db,
        hasher,
        {
          email: required(values, 'email'),
          password: required(values, 'password'),
          firstName: required(values, 'first-name'),
          name: required(values, 'name'),
          companyName: optionalString(values, 'company') ?? null,
          language: oneOf(values, 'language', LANGUAGES),
          contractType: oneOf<ContractType>(values, 'contract', CONTRACT_TYPES),
          target1Access: values.target1 === true,
          target2Access: values.target2 === true,
        },
        now,
      );
      ctx.stdout(`Created ${user.email} (${user.first_name} ${user.name}, ${user.contract_type}).\n`);
      return;
    }
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) {
        ctx.stdout('No accounts yet. Create one with: npm run users -- add --email ... (see --help)\n');
        return;
      }
      ctx.stdout(
        formatTable(
          [
            'e-mail',
            'name',
            'company',
            'lang',
            'contract',
            'access',
            'quota used/total',
            'monthly',
            'packs',
            'fields',
            'created',
          ],
          users.map(userRow),
        ),
      );
      return;
    }
    case 'set-quota': {
      const email = required(values, 'email');
      const change = {
        total: count(values, 'total'),
        used: count(values, 'used'),
        unlimited: yesNo(values, 'unlimited'),
        monthlyExpand: yesNo(values, 'monthly-expand'),
      };
      if (Object.values(change).every((v) => v === undefined)) {
        throw new UsageError('Nothing to change: give --total, --used, --unlimited or --monthly-expand.');
      }
      const user = await setUserQuota(db, email, change);
      ctx.stdout(
        `Quota of ${user.email}: ${user.used_quota} of ${user.total_quota} used, unlimited ${user.unlimited ? 'yes' : 'no'}, monthly expansion ${user.monthly_expand ? 'yes' : 'no'}.\n`,
      );
      return;
    }
    case 'set-password': {
      const email = required(values, 'email');
      await setUserPassword(db, hasher, email, required(values, 'password'));
      ctx.stdout(`Password of ${email.trim().toLowerCase()} changed; its sessions have ended.\n`);
      return;
    }
    case 'set-packs': {
      const user = await setUserDataPacks(
        db,
        required(values, 'email'),
        parsePackList(required(values, 'packs')),
      );
      ctx.stdout(`Data packs of ${user.email}: ${describeList(dataPacksOf(user))}.\n`);
      return;
    }
    case 'set-fields': {
      const user = await setUserUnlockedFields(
        db,
        required(values, 'email'),
        parseFieldList(required(values, 'fields')),
      );
      ctx.stdout(`Export fields of ${user.email}: ${describeList(unlockedFieldsOf(user))}.\n`);
      return;
    }
    case 'set-permissions': {
      const email = required(values, 'email');
      const target1 = onOff(values, 'target1');
      const target2 = onOff(values, 'target2');
      if (target1 === undefined && target2 === undefined) {
        throw new UsageError('Nothing to change: give --target1 on|off or --target2 on|off.');
      }
      const user = await accountOf(db, email);
      await updateUser(db, user.id, {
        ...(target1 !== undefined && { target1_access: target1 ? 1 : 0 }),
        ...(target2 !== undefined && { target2_access: target2 ? 1 : 0 }),
      });
      const after = (await findUserByEmail(db, user.email!))!;
      const state = (flag: number) => (flag ? 'on' : 'off');
      ctx.stdout(
        `Permissions of ${after.email}: target 1 ${state(after.target1_access)}, target 2 ${state(after.target2_access)}.\n`,
      );
      return;
    }
    case 'tool-session': {
      const email = required(values, 'email');
      const tool = oneOf<HandoverTool>(values, 'tool', HANDOVER_TOOLS) ?? 'datacare';
      const mode = oneOf(values, 'mode', ['add', 'remove'] as const) ?? 'add';
      const listId = optionalString(values, 'list-id');
      if (listId !== undefined && !/^\d{1,18}$/.test(listId)) {
        throw new UsageError('--list-id must be a list id (digits).');
      }
      const lang = oneOf(values, 'lang', LANGUAGES);
      const user = await accountOf(db, email);
      const token = createHandoverToken(config.handoverSecret, { email: user.email!, tool, now });
      const url = toolSessionUrl(config.publicUrl, {
        token,
        tool,
        mode,
        lang: lang ?? user.language,
        ...(listId !== undefined && { listId }),
      });
      ctx.stdout(
        `token: ${token}\nurl:   ${url}\nValid for ${HANDOVER_LIFETIME_MS / 1000} seconds, once, for ${user.email} (tool ${tool}).\n`,
      );
      return;
    }
  }
}

/** Runs the CLI with the given arguments (without `node` and the script); resolves to the exit code. */
export async function runUsersCli(args: string[], ctx: CliContext): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? ctx.stderr : ctx.stdout)(USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  const options = COMMAND_OPTIONS[command];
  if (!options) {
    ctx.stderr(`Unknown command "${command}".\n\n${USAGE}`);
    return EXIT.usage;
  }
  let values: Values;
  try {
    const names = POSITIONAL[command];
    const parsed = parseArgs({ args: rest, options, strict: true, allowPositionals: names !== undefined });
    values = { ...(parsed.values as Values) };
    if (names) {
      if (parsed.positionals.length > names.length) throw new Error(`Too many arguments: ${rest.join(' ')}`);
      parsed.positionals.forEach((value, i) => {
        const name = names[i]!;
        if (values[name] !== undefined) throw new Error(`--${name} given twice.`);
        values[name] = value;
      });
    }
  } catch (error) {
    ctx.stderr(`${(error as Error).message}\n\nSee: npm run users -- --help\n`);
    return EXIT.usage;
  }
  if (values.help) {
    ctx.stdout(USAGE);
    return EXIT.ok;
  }

  let db: Db;
  let config: AppConfig;
  try {
    config = loadConfig(ctx.env, ctx.cwd);
    db = await createDatabase(config.dataDir, config.databaseUrl);
  } catch (error) {
    ctx.stderr(`${(error as Error).message}\n`);
    return error instanceof ConfigError ? EXIT.config : EXIT.refused;
  }
  try {
    await run(command, values, db, config, ctx);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.stderr(`${error.message}\n\nSee: npm run users -- ${command} --help\n`);
      return EXIT.usage;
    }
    if (error instanceof UserInputError) {
      ctx.stderr(`${error.message}\n`);
      return EXIT.refused;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  process.exitCode = await runUsersCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
