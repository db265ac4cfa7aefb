export {
  REPORT_SECTION_CLASS,
  REPORT_SUBSECTION_CLASS,
  ReportSection,
  type ReportSectionProps,
} from './ReportSection.tsx';
