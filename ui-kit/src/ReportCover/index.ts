export {
  ReportCover,
  type ReportCoverProps,
  type ReportCoverText,
  type ReportMatchingResult,
  type ReportSupportContact,
} from './ReportCover.tsx';
