export {
  EXAMPLES_EXPANDABLE,
  EXAMPLES_SHOWN,
  ExampleList,
  visibleExampleCount,
  type ExampleListProps,
  type ExampleListText,
} from './ExampleList.tsx';
