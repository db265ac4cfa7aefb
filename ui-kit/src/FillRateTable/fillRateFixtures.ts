import type { FillRateColorLevel, FillRateGrade, FillRateRules } from './FillRateTable.tsx';

/**
 * A stand-in for api-client's `FILL_RATE_RULES` (the kit cannot import api-client) with the same
 * limits, for stories and tests only; the app passes the real rules.
 */
export const sampleFillRateRules: FillRateRules = {
  gradeOf: (rate): FillRateGrade => {
    if (rate >= 0.9) return 1;
    if (rate >= 0.75) return 2;
    if (rate >= 0.5) return 3;
    if (rate >= 0.25) return 4;
    return rate > 0 ? 5 : 6;
  },
  levelOf: (rate): FillRateColorLevel => {
    if (rate <= 0) return 'none';
    if (rate >= 0.8) return 'high';
    return rate >= 0.2 ? 'medium' : 'low';
  },
  gradeLimits: [
    { grade: 1, min: 0.9 },
    { grade: 2, min: 0.75 },
    { grade: 3, min: 0.5 },
    { grade: 4, min: 0.25 },
  ],
  levelLimits: { high: 0.8, medium: 0.2 },
};

/** An import of 2.000 processed rows, field by field. */
export const sampleFillRateRows = [
  {
    field: 'company_name',
    label: 'Firmenname',
    before: { existing: 2000, missing: 0 },
    after: { existing: 2000, missing: 0 },
  },
  {
    field: 'street',
    label: 'Straße',
    before: { existing: 1710, missing: 290 },
    after: { existing: 1904, missing: 96 },
  },
  {
    field: 'zip',
    label: 'PLZ',
    before: { existing: 1520, missing: 480 },
    after: { existing: 1960, missing: 40 },
  },
  {
    field: 'phone',
    label: 'Telefon',
    before: { existing: 820, missing: 1180 },
    after: { existing: 1550, missing: 450 },
  },
  {
    field: 'email',
    label: 'E-Mail',
    before: { existing: 310, missing: 1690 },
    after: { existing: 1020, missing: 980 },
  },
  {
    field: 'url',
    label: 'Website',
    before: { existing: 0, missing: 2000 },
    after: { existing: 1230, missing: 770 },
  },
  {
    field: 'vat_id',
    label: 'USt-IdNr.',
    before: { existing: 0, missing: 2000 },
    after: { existing: 0, missing: 2000 },
  },
];
