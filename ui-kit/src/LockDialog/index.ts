export { LockDialog, type LockDialogProps } from './LockDialog.tsx';
