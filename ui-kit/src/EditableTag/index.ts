export { EditableTag, type EditableTagProps } from './EditableTag.tsx';
export {
  EDITABLE_TAG_MAX_LENGTH,
  useEditableTag,
  validateTagInput,
  type EditableTagController,
  type EditableTagOptions,
  type TagInputValidation,
} from './useEditableTag.ts';
