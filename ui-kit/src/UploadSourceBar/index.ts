export {
  UPLOAD_ENCODINGS,
  UPLOAD_SWITCHABLE_ENCODINGS,
  UploadSourceBar,
  type UploadEncoding,
  type UploadSheetOption,
  type UploadSourceBarProps,
} from './UploadSourceBar.tsx';
