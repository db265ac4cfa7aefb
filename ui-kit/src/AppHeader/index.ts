export { AppHeader, type AppHeaderProps } from './AppHeader.tsx';
export {
  avatarSrc,
  initials,
  truncateName,
  USER_NAME_MAX_LENGTH,
  type AvatarPicture,
} from './appHeaderHelpers.ts';
