import { describe, expect, it } from 'vitest';
import {
  actionAvailability,
  allowedActions,
  defaultColumnAction,
  normaliseColumnRow,
  type ExportColumnRow,
} from './exportColumns.ts';

const row = (flags: Partial<ExportColumnRow> = {}): ExportColumnRow => ({
  key: 'street',
  label: 'Straße und Hausnummer',
  action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE',
  customName: null,
  isCustomerOnly: false,
  isProviderOnly: false,
  unlockedExportField: true,
  isCustomizable: true,
  defaultCustomName: 'Straße',
  ...flags,
});

describe('the methods a consolidated column allows (spec 4)', () => {
  it('offers every method for a field both sides have', () => {
    expect(allowedActions(row())).toEqual([
      'ACTION_ENRICH_WITH_PROVIDER_VALUE',
      'ACTION_KEEP_CUSTOMER_VALUE',
      'ACTION_KEEP_PROVIDER_VALUE',
      'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
      'ACTION_DO_NOT_EXPORT',
    ]);
  });

  it('offers keep customer or do not export for a customer-only column', () => {
    const customerOnly = row({ isCustomerOnly: true, action: 'ACTION_KEEP_CUSTOMER_VALUE' });
    expect(allowedActions(customerOnly)).toEqual(['ACTION_KEEP_CUSTOMER_VALUE', 'ACTION_DO_NOT_EXPORT']);
    expect(actionAvailability(customerOnly, 'ACTION_KEEP_PROVIDER_VALUE')).toBe('customerOnly');
  });

  it('offers keep provider variants or do not export for a field that is not mapped', () => {
    const providerOnly = row({ isProviderOnly: true, action: 'ACTION_KEEP_PROVIDER_VALUE' });
    expect(allowedActions(providerOnly)).toEqual([
      'ACTION_KEEP_PROVIDER_VALUE',
      'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
      'ACTION_DO_NOT_EXPORT',
    ]);
    expect(actionAvailability(providerOnly, 'ACTION_KEEP_CUSTOMER_VALUE')).toBe('notMapped');
    expect(actionAvailability(providerOnly, 'ACTION_ENRICH_WITH_PROVIDER_VALUE')).toBe('notMapped');
  });

  it('fixes a locked field to do not export, and a fixed row to its method', () => {
    expect(allowedActions(row({ unlockedExportField: false }))).toEqual(['ACTION_DO_NOT_EXPORT']);
    expect(actionAvailability(row({ unlockedExportField: false }), 'ACTION_KEEP_PROVIDER_VALUE')).toBe(
      'locked',
    );
    const wz = row({
      key: 'wz_code',
      isProviderOnly: true,
      isCustomizable: false,
      action: 'ACTION_KEEP_PROVIDER_VALUE',
    });
    expect(allowedActions(wz)).toEqual(['ACTION_KEEP_PROVIDER_VALUE']);
    expect(actionAvailability(wz, 'ACTION_DO_NOT_EXPORT')).toBe('fixed');
  });

  it('defaults provider-only to the provider, customer-only to the customer, others to enrich, locked to do not export', () => {
    expect(defaultColumnAction(row({ isProviderOnly: true }))).toBe('ACTION_KEEP_PROVIDER_VALUE');
    expect(defaultColumnAction(row({ isCustomerOnly: true }))).toBe('ACTION_KEEP_CUSTOMER_VALUE');
    expect(defaultColumnAction(row())).toBe('ACTION_ENRICH_WITH_PROVIDER_VALUE');
    expect(defaultColumnAction(row({ unlockedExportField: false, isProviderOnly: true }))).toBe(
      'ACTION_DO_NOT_EXPORT',
    );
  });

  it('normalises kept choices the row no longer allows', () => {
    expect(
      normaliseColumnRow(row({ unlockedExportField: false, action: 'ACTION_KEEP_PROVIDER_VALUE' })).action,
    ).toBe('ACTION_DO_NOT_EXPORT');
    expect(
      normaliseColumnRow(row({ isProviderOnly: true, action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE' })).action,
    ).toBe('ACTION_KEEP_PROVIDER_VALUE');
    const wz = row({ isCustomizable: false, customName: 'Branche', action: 'ACTION_DO_NOT_EXPORT' });
    expect(normaliseColumnRow(wz, 'ACTION_KEEP_PROVIDER_VALUE')).toMatchObject({
      action: 'ACTION_KEEP_PROVIDER_VALUE',
      customName: null,
    });
    const chosen = row({ action: 'ACTION_KEEP_PROVIDER_VALUE', customName: 'Adresse' });
    expect(normaliseColumnRow(chosen)).toBe(chosen);
  });
});
