export {
  DesktopNotificationButton,
  type DesktopNotificationButtonProps,
  type DesktopNotificationPermission,
} from './DesktopNotificationButton.tsx';
