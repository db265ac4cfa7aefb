export {
  COMPANY_LIST_FORMATS,
  EXPORT_FORMATS,
  FileFormatButtons,
  type ExportFormat,
  type FileFormatButtonsProps,
} from './FileFormatButtons.tsx';
