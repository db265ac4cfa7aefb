export {
  CompanyListDialog,
  type CompanyListDialogProps,
  type CompanyListDialogResult,
  type CompanyListDialogText,
  type CompanyListOption,
} from './CompanyListDialog.tsx';
export {
  companyListSchema,
  type CompanyListFormErrorCode,
  type CompanyListFormValues,
  type CompanyListMode,
  type CompanyListSchemaOptions,
  type CompanyListSubmitValue,
} from './companyListSchema.ts';
export {
  useCompanyListForm,
  type CompanyListFormController,
  type CompanyListFormErrors,
  type CompanyListFormOptions,
  type CompanyListSubmitFailure,
} from './useCompanyListForm.ts';
