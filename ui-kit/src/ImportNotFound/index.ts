export { ImportNotFound, type ImportNotFoundLinkProps, type ImportNotFoundProps } from './ImportNotFound.tsx';
