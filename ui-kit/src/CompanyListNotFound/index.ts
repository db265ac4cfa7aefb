export {
  CompanyListNotFound,
  type CompanyListNotFoundLinkProps,
  type CompanyListNotFoundProps,
  type CompanyListNotFoundText,
} from './CompanyListNotFound.tsx';
