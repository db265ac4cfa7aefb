export {
  EXPORTS_TABLE_PAGE_SIZE,
  ExportsTable,
  type ExportFile,
  type ExportReference,
  type ExportReferenceImport,
  type ExportsSort,
  type ExportsTableLinkProps,
  type ExportsTableProps,
  type ExportsTableRow,
} from './ExportsTable.tsx';
