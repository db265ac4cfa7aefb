export {
  ExportProgress,
  type ExportProgressProps,
  type ExportProgressState,
  type ExportProgressText,
} from './ExportProgress.tsx';
