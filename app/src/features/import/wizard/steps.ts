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
