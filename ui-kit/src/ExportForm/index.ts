export { ExportForm, type ExportFormProps, type ExportFormText } from './ExportForm.tsx';
export {
  EXPORT_TAG_MAX_LENGTH,
  exportFormSchema,
  exportViewsValid,
  type ExportFormErrorCode,
  type ExportFormSchemaOptions,
  type ExportFormValues,
} from './exportFormSchema.ts';
export { useExportForm, type ExportFormController, type ExportFormOptions } from './useExportForm.ts';
