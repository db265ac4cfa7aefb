/** A row whose external id occurs more than once (the contract's DuplicateExtIdRow). */
export interface DuplicateExtIdRow {
  ext_id: string;
  /** 1-based row number in the file. */
  row_id: number;
  company_name: string | null;
}

/** Whether the rows sharing an id hold the same data or not. */
export type DuplicateExtIdType = 'identical' | 'differ';

/** One line of the dialog's table. */
export interface DuplicateExtIdLine extends DuplicateExtIdRow {
  type: DuplicateExtIdType;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * Both lists of the start-matching response as one table, grouped by id (ids in natural order, so
 * K-2 comes before K-10) and by row within an id, so the user sees which rows collide.
 */
export function duplicateExtIdLines(
  rowsIdentical: readonly DuplicateExtIdRow[],
  rowsDiffer: readonly DuplicateExtIdRow[],
): DuplicateExtIdLine[] {
  return [
    ...rowsIdentical.map((row) => ({ ...row, type: 'identical' as const })),
    ...rowsDiffer.map((row) => ({ ...row, type: 'differ' as const })),
  ].sort((a, b) => collator.compare(a.ext_id, b.ext_id) || a.row_id - b.row_id);
}

/** How many distinct ids occur more than once. */
export function countDuplicateIds(lines: readonly DuplicateExtIdRow[]): number {
  return new Set(lines.map((line) => line.ext_id)).size;
}
