export {
  ExamplesDialog,
  type ExampleColumn,
  type ExamplesDialogProps,
  type ExamplesDialogText,
} from './ExamplesDialog.tsx';
