export { AdditionalColumnsSelect, type AdditionalColumnsSelectProps } from './AdditionalColumnsSelect.tsx';
