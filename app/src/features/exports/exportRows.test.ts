import { describe, expect, it } from 'vitest';
import type { ExportHistoryItem } from '@datacare/api-client';
import { specialExports } from '../../testing/history-handlers.ts';
import { exportReference, exportsTableRow, parseAdditionalInfo } from './exportRows.ts';

const byId = (id: number): ExportHistoryItem => {
  const item = specialExports.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no export ${id}`);
  return item;
};

describe('parseAdditionalInfo', () => {
  it('takes over only the known fields with the right types', () => {
    expect(parseAdditionalInfo('{"batchId":"b_1","ngProfileId":0,"query":"x","legacyExport":false}')).toEqual(
      {
        batchId: 'b_1',
        ngProfileId: 0,
        query: 'x',
        legacyExport: false,
      },
    );
    expect(parseAdditionalInfo('{"batchId":"../etc","ngProfileId":"7","legacyExport":"yes"}')).toEqual({});
    const parsed = parseAdditionalInfo('{"__proto__":{"polluted":true},"query":"q"}');
    expect(parsed).toEqual({ query: 'q' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads unreadable text as no info', () => {
    expect(parseAdditionalInfo(null)).toEqual({});
    expect(parseAdditionalInfo('kein JSON')).toEqual({});
    expect(parseAdditionalInfo('[1,2]')).toEqual({});
  });
});

describe('exportReference (spec 2 Exports list, 6)', () => {
  const ref = (id: number, userId: string | null = 'u_anna') => {
    const item = byId(id);
    return exportReference(item, parseAdditionalInfo(item.data.additional_info), userId);
  };

  it("links the current user's Datacare export to its import, and notes a deleted import", () => {
    expect(ref(412)).toEqual({
      kind: 'imports',
      imports: [
        { name: 'Kundenliste März 2026 (final)', href: '/import/status?id=b_imp_01', deleted: false },
      ],
    });
    expect(ref(409)).toEqual({
      kind: 'imports',
      imports: [{ name: 'Messe Hannover 2026', href: '/import/status?id=b_messe_geloescht', deleted: true }],
    });
  });

  it("shows another user's or a deleted user's Datacare export as a foreign reference", () => {
    expect(ref(405)).toEqual({ kind: 'foreign' });
    expect(ref(301)).toEqual({ kind: 'foreign' });
    // The same export is a link for its owner.
    expect(ref(405, 'u_jonas').kind).toBe('imports');
  });

  it('names the other products', () => {
    expect(ref(398)).toEqual({ kind: 'target' });
    expect(ref(391)).toEqual({ kind: 'targetFreeSearch' });
    expect(ref(384)).toEqual({ kind: 'connect' });
    expect(ref(377)).toEqual({ kind: 'target2' });
    expect(ref(370)).toEqual({ kind: 'target2NoQuery' });
    expect(ref(12)).toEqual({ kind: 'legacy' });
  });
});

describe('exportsTableRow', () => {
  it('prepares user, file and dates for the table', () => {
    const row = exportsTableRow(byId(301), 'u_anna');
    expect(row.userName).toBeNull();
    expect(row.file).toEqual({
      href: '/backend/export/getHistoryExport?id=301',
      available: false,
      expiresAt: new Date('2026-11-19T11:30:00.000Z'),
    });
    expect(row.time).toEqual(new Date('2026-10-20T11:30:00Z'));
    expect(exportsTableRow(byId(398), 'u_anna').file.expiresAt).toBeNull();
  });
});
