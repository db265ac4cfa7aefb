/**
 * Compile-time proof that the installed declarations are real types, not `any`: each line below
 * must be a type error (`tsc` fails on an unused `@ts-expect-error`). The app does not import this.
 */
import type { ComponentProps } from 'react';
import type { KitCatalogue } from '@datacare/ui-kit/i18n';
import type { InputRowCard } from '@datacare/ui-kit/InputRowCard';
import type { QuotaCounter } from '@datacare/ui-kit/QuotaCounter';
import type { RankedBarChart } from '@datacare/ui-kit/RankedBarChart';

// @ts-expect-error `remaining` is a number (or null for no limit)
export const quota: ComponentProps<typeof QuotaCounter> = { remaining: 'viel' };

const counted = { key: 'AG', label: 'AG', count: '3' };
// @ts-expect-error a count is a number
export const entries: ComponentProps<typeof RankedBarChart>['entries'] = [counted];

const row = { company_name: 'Weber AG', zip: null, location: null, street: null, country: null };
// @ts-expect-error `onPageChange` is required
export const card: ComponentProps<typeof InputRowCard> = { rowId: 4, row, page: 0, count: 1 };

// @ts-expect-error the catalogue's type comes from the German JSON: no such text
export const text: KitCatalogue['quotaCounter']['nonsense'] = 'Export-Kontingent';
