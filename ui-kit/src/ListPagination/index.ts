export { ListPagination, pageCountOf, type ListPaginationProps } from './ListPagination.tsx';
