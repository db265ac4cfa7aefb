/**
 * The import wizard's steps and paths (spec 2 Import wizard): every step path takes `id` (the
 * batch id) and restores its step after a reload; /import resets everything.
 */
export const WIZARD_STEPS = ['upload', 'mapping', 'status', 'review', 'qualityreport', 'export'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const PATHS: Record<WizardStep, string> = {
  upload: '/import',
  mapping: '/import/mapping',
  status: '/import/status',
  review: '/import/review',
  qualityreport: '/import/qualityreport',
  export: '/import/export',
};

/** The step a path shows; anything unknown under /import is the upload step. */
export function stepOfPath(pathname: string): WizardStep {
  const clean = pathname.replace(/\/+$/, '');
  for (const step of WIZARD_STEPS) if (PATHS[step] === clean) return step;
  return 'upload';
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** The path of a step for a batch: `/import/status?id=…`; the upload step keeps the id so its name shows. */
export function stepHref(step: WizardStep, batchId: string | null): string {
  const path = PATHS[step];
  return batchId ? `${path}?id=${encodeURIComponent(batchId)}` : path;
}

/** What has loaded for the batch, which decides the step links. */
export interface LoadedData {
  /** The batch's name (file name, tag): the upload step's data. */
  importName: boolean;
  status: boolean;
  review: boolean;
  qualityreport: boolean;
  export: boolean;
}

/**
 * Step navigation rules (spec 2): upload is reachable once its data has loaded; mapping is never
 * reachable by navigation; status, review, quality report and export each once their own data has
 * loaded. In the connect flow, links go back only to upload and status. The active step is no link.
 */
export function reachableSteps(
  active: WizardStep,
  loaded: LoadedData,
  options: { connectFlow?: boolean } = {},
): Record<WizardStep, boolean> {
  const reachable: Record<WizardStep, boolean> = {
    upload: loaded.importName,
    mapping: false,
    status: loaded.status,
    review: loaded.review,
    qualityreport: loaded.qualityreport,
    export: loaded.export,
  };
  if (options.connectFlow) {
    reachable.review = false;
    reachable.qualityreport = false;
    reachable.export = false;
  }
  reachable[active] = false;
  return reachable;
}

/** The connect import's steps (spec 2 Connect import, 4 Connect import steps). */
export const CONNECT_STEPS = ['upload', 'mapping', 'status', 'finished'] as const;
export type ConnectStep = (typeof CONNECT_STEPS)[number];

const CONNECT_PATHS: Record<ConnectStep, string> = {
  upload: '/connect-import',
  mapping: '/connect-import/mapping',
  status: '/connect-import/status',
  finished: '/connect-import/finished',
};

/** What the connect flow does with the matched companies (its URL's `mode`). */
export type ConnectMode = 'add' | 'remove';

/** The list a connect import changes and how, from its URL (`listId`, `mode`). */
export interface ConnectTarget {
  /** The list in the prospecting product; null in mode add creates a new one. */
  listId: string | null;
  mode: ConnectMode;
}

/** The connect step a path shows; anything unknown under /connect-import is the upload step. */
export function connectStepOfPath(pathname: string): ConnectStep {
  const clean = pathname.replace(/\/+$/, '');
  for (const step of CONNECT_STEPS) if (CONNECT_PATHS[step] === clean) return step;
  return 'upload';
}

/**
 * The path of a connect step for a batch, carrying the list and the mode on every step so a
 * reload finishes the same way: `/connect-import/status?id=…&listId=…&mode=add`.
 */
export function connectStepHref(step: ConnectStep, batchId: string | null, target: ConnectTarget): string {
  const params = new URLSearchParams();
  if (batchId) params.set('id', batchId);
  if (target.listId) params.set('listId', target.listId);
  params.set('mode', target.mode);
  return `${CONNECT_PATHS[step]}?${params.toString()}`;
}

/**
 * Where the steps shared by both flows (upload, mapping, status) lead: the import wizard's paths,
 * or the connect import's (which carry the list and the mode).
 */
export interface WizardPaths {
  flow: 'import' | 'connect';
  href(step: 'upload' | 'mapping' | 'status', batchId: string | null): string;
  /** The connect import's finish step, where the status page's footer leads instead of the review. */
  finishHref?: (batchId: string) => string;
}

export const IMPORT_PATHS: WizardPaths = {
  flow: 'import',
  href: (step, batchId) => stepHref(step, batchId),
};

export function connectPaths(target: ConnectTarget): WizardPaths {
  return {
    flow: 'connect',
    href: (step, batchId) => connectStepHref(step, batchId, target),
    finishHref: (batchId) => connectStepHref('finished', batchId, target),
  };
}
