export {
  RenameListDialog,
  type RenameListDialogProps,
  type RenameListDialogText,
} from './RenameListDialog.tsx';
export {
  renameListSchema,
  type RenameListFormErrorCode,
  type RenameListFormValues,
  type RenameListSchemaOptions,
} from './renameListSchema.ts';
export {
  useRenameListForm,
  type RenameListFormController,
  type RenameListFormOptions,
} from './useRenameListForm.ts';
