export {
  ExportPreviewPanel,
  PREVIEW_BUCKETS,
  type ExportPreviewBucketData,
  type ExportPreviewData,
  type ExportPreviewExampleData,
  type ExportPreviewFieldData,
  type ExportPreviewPanelProps,
  type ExportPreviewText,
  type PreviewBucket,
} from './ExportPreviewPanel.tsx';
