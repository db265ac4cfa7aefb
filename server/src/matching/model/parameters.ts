/**
 * The model parameters in use: DATA_DIR/model-parameters.json when a refit from reviewers' labels
 * went live there (`npm run match -- refit`, matching/labels/refit.ts), else the checked-in
 * model/parameters.json, written by model/fit.ts from generated rows with known companies
 * (docs/adr/005-matching-model.md says how to refit).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModelParameters } from '../engine/model.ts';

export const PARAMETERS_FILE = path.join(import.meta.dirname, 'parameters.json');
/** The hand-set prior the fit starts from (docs/adr/005-matching-model.md). */
export const PRIOR_FILE = path.join(import.meta.dirname, 'prior.json');

let cached: ModelParameters | undefined;

/** Parameters from a JSON file. */
export function readParameters(file: string): ModelParameters {
  return JSON.parse(readFileSync(file, 'utf8')) as ModelParameters;
}

/** The checked-in parameters, read once. */
export function defaultParameters(): ModelParameters {
  cached ??= readParameters(PARAMETERS_FILE);
  return cached;
}

/** Where a refit that went live writes its parameters: in the data folder, never the repository. */
export function liveParametersFile(dataDir: string): string {
  return path.join(dataDir, 'model-parameters.json');
}

/** The parameters the engine uses with this data folder: a live refit's, else the checked-in ones. */
export function parametersIn(dataDir: string): ModelParameters {
  const file = liveParametersFile(dataDir);
  return existsSync(file) ? readParameters(file) : defaultParameters();
}
