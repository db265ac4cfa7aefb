export { SupportContact, type SupportContactProps } from './SupportContact.tsx';
export { telHref } from './telHref.ts';
