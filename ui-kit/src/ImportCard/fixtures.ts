import type { ImportCardItem } from './ImportCard.tsx';

/** Past imports for the card stories and tests, newest first, one per step. Times in UTC. */
export const importCardItems: ImportCardItem[] = [
  {
    id: 'b_imp_01',
    fileName: 'Kundenliste März 2026 (final).xlsx',
    tag: 'Kundenliste März 2026 (final)',
    createdAt: new Date('2026-11-24T13:05:00Z'),
    rowsOk: 1234,
    rowsEmpty: 3,
    furthestStep: 'export',
  },
  {
    id: 'b_imp_02',
    fileName: 'Messe Hannover 2026 Kontakte.csv',
    tag: 'Messe Hannover 2026',
    createdAt: new Date('2026-11-22T01:05:00Z'),
    rowsOk: 87,
    rowsEmpty: 0,
    furthestStep: 'review',
  },
  {
    id: 'b_imp_04',
    fileName: 'Lieferanten Bayern.xlsx',
    tag: 'Lieferanten Bayern',
    createdAt: new Date('2026-11-16T22:05:00Z'),
    rowsOk: 15342,
    rowsEmpty: 21,
    furthestStep: 'status',
  },
  {
    id: 'b_imp_06',
    fileName: 'Adressbestand Handwerk NRW.xlsx',
    tag: 'Handwerk NRW',
    createdAt: new Date('2026-11-11T19:05:00Z'),
    rowsOk: 98765,
    rowsEmpty: 12,
    furthestStep: 'mapping',
  },
  {
    id: 'b_imp_13',
    fileName: 'Kundenstamm Vertrieb Nord-Ost 2024 v2 (bereinigt, Stand Oktober).xlsx',
    tag: 'Kundenstamm Vertrieb Nord-Ost 2024 v2',
    createdAt: new Date('2026-10-25T16:05:00Z'),
    rowsOk: 4200,
    rowsEmpty: 7,
    furthestStep: 'review',
  },
];
