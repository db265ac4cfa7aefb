export {
  TargetExportActions,
  type TargetExportActionsProps,
  type TargetExportActionsText,
  type TargetExportType,
} from './TargetExportActions.tsx';
