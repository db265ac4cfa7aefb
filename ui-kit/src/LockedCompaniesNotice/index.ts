export {
  LockedCompaniesNotice,
  type LockedCompaniesNoticeProps,
  type LockedCompaniesNoticeText,
} from './LockedCompaniesNotice.tsx';
