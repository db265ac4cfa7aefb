/**
 * `npm run match -- refit` (cli/match.ts dispatches here): refits the match model from the
 * reviewers' labels in DATA_DIR's database plus generated rows of the company database, prints the
 * measures before and after on the held-out part, and writes the new parameters to
 * DATA_DIR/model-parameters.json only when the refit is not worse there (labels/refit.ts). The
 * server reads that file at its next start (model/parameters.ts `parametersIn`); the repository's
 * parameters.json is never touched.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openCompanyDatabase } from '../../companies/database.ts';
import { createDatabase } from '../../db/database.ts';
import { noisyRows } from '../../samples/noisy.ts';
import { Matcher } from '../engine/matcher.ts';
import { loadCompanyIndex } from '../index/load.ts';
import { liveParametersFile, parametersIn, readParameters } from '../model/parameters.ts';
import type { Example } from '../model/fit.ts';
import { mappedRowOf } from '../testing.ts';
import { exampleOfComparisons, formatMeasures, refit } from './refit.ts';
import { readLabels } from './storage.ts';

export const REFIT_USAGE = `Usage: npm run match -- refit [options]

Refits the match model's weights from the decisions reviewers made (stored as labels with the
features the model saw) plus generated rows of the company database. 30 % of each is held out and
never fitted; the measures before and after are printed (log loss, exact precision and recall at the
default threshold, calibration per 0.1 band). The new parameters are written to
DATA_DIR/model-parameters.json only when the refit is not worse on the held-out part; the server uses
them from its next start.

Options:
  --data-dir <dir>      the data folder (default: DATA_DIR, else ./data)
  --companies <file>    the company database for the generated rows (default: DATA_DIR/companies.sqlite)
  --generated <n>       generated rows (default 3000)
  --seed <n>            seed of the generated rows (default 1)
  --parameters <file>   the parameters in use (default: DATA_DIR/model-parameters.json, else the checked-in ones)
  --no-cache            build the index without reading or writing the cache file
  --help                show this help
`;

/** The refit command's options (throws on an unknown or malformed one). */
export function parseRefitArgs(args: string[]): { values: Record<string, string | boolean | undefined> } {
  return parseArgs({
    args,
    strict: true,
    options: {
      'data-dir': { type: 'string' },
      companies: { type: 'string' },
      generated: { type: 'string' },
      seed: { type: 'string' },
      parameters: { type: 'string' },
      'no-cache': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}

/** Runs a refit; resolves to whether the new parameters went live. */
export async function runRefit(options: {
  dataDir: string;
  companiesFile: string;
  cacheDir: string | null;
  generated: number;
  seed: number;
  parametersFile: string | null;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}): Promise<boolean> {
  const parameters = options.parametersFile
    ? readParameters(options.parametersFile)
    : parametersIn(options.dataDir);
  const db = await createDatabase(options.dataDir);
  let labels;
  try {
    labels = await readLabels(db);
  } finally {
    await db.destroy();
  }
  options.stderr(`  ${labels.length} review labels; parameters in use: ${parameters.version}.\n`);

  const store = await openCompanyDatabase(options.companiesFile);
  const generated: Example[] = [];
  try {
    const { index } = loadCompanyIndex(store.sqlite, {
      cacheDir: options.cacheDir,
      sourceFile: options.companiesFile,
    });
    const matcher = new Matcher(index, parameters);
    for await (const row of noisyRows(store, { count: options.generated, seed: options.seed })) {
      const scored = matcher.score(mappedRowOf(row));
      const chosen = scored.comparisons.findIndex(
        (c) => row.providerId !== null && index.display(c.company).provider_id === row.providerId,
      );
      generated.push(exampleOfComparisons(scored.comparisons, chosen, scored.evidence));
    }
  } finally {
    await store.close();
  }
  options.stderr(`  ${generated.length} generated rows.\n`);

  const outcome = refit({ parameters, labels, generated, log: (line) => options.stderr(`${line}\n`) });
  options.stdout(
    `Labels: ${outcome.labels.used} usable (${outcome.labels.skipped} skipped), ${outcome.labels.fitted} fitted.\n`,
  );
  options.stdout(`${formatMeasures('Held-out labels', outcome.labels)}\n`);
  options.stdout(`${formatMeasures('Held-out generated rows', outcome.generated)}\n`);
  if (!outcome.accepted) {
    options.stdout(`Refit refused: ${outcome.reason}. The parameters in use stay.\n`);
    return false;
  }
  const file = liveParametersFile(options.dataDir);
  writeFileSync(file, `${JSON.stringify(outcome.parameters, null, 2)}\n`);
  options.stdout(
    `Refit accepted (${outcome.reason}): wrote ${file} (version ${outcome.parameters.version}); the server uses it from its next start.\n`,
  );
  return true;
}
