export { UploadArea, type UploadAreaProps } from './UploadArea.tsx';
export { UploadRowLimitAlert, type UploadRowLimitAlertProps } from './UploadRowLimitAlert.tsx';
export {
  isAcceptedUploadFile,
  UPLOAD_ACCEPTED_EXTENSIONS,
  useUploadArea,
  type UploadAreaController,
  type UploadAreaOptions,
} from './useUploadArea.ts';
