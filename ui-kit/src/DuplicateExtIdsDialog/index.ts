export { DuplicateExtIdsDialog, type DuplicateExtIdsDialogProps } from './DuplicateExtIdsDialog.tsx';
export {
  countDuplicateIds,
  duplicateExtIdLines,
  type DuplicateExtIdLine,
  type DuplicateExtIdRow,
  type DuplicateExtIdType,
} from './duplicateExtIdRows.ts';
