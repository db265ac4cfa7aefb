export {
  COMPANY_LIST_PAGE_SIZE,
  CompanyListGrid,
  type CompanyListCompanyStatus,
  type CompanyListGridDetails,
  type CompanyListGridProps,
  type CompanyListGridRow,
  type CompanyListGridText,
  type CompanyListKind,
  type CompanyListPaginationModel,
  type CompanyListSortField,
  type CompanyListSortModel,
} from './CompanyListGrid.tsx';
