export { ExampleRowPager, type ExampleRowPagerProps } from './ExampleRowPager.tsx';
