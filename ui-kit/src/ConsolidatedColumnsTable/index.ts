export {
  ConsolidatedColumnsTable,
  type ConsolidatedColumnsTableProps,
  type ConsolidatedColumnsText,
  type ExportColumnList,
} from './ConsolidatedColumnsTable.tsx';
