import { useCallback, useEffect, useRef, useState } from 'react';

export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** How long the finished notification stays (spec 9: desktop notification closes after 10 s). */
export const DESKTOP_NOTIFICATION_MS = 10_000;

function currentPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The 'notify me when finished' option of the status page (spec 2 Status page): asks for the
 * browser's permission on request; when `finished` turns true and permission was granted, shows one
 * notification that closes after 10 s. `onDenied` runs when the user (or the browser) refuses.
 */
export function useDesktopNotification(options: {
  finished: boolean;
  title: string;
  body: string;
  onDenied: () => void;
}) {
  const [permission, setPermission] = useState<NotificationPermissionState>(currentPermission);
  const [wanted, setWanted] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const shown = useRef(false);
  const { finished, title, body, onDenied } = options;

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setRequesting(true);
    try {
      const result = await Notification.requestPermission();
      setPermission(result);
      if (result === 'granted') setWanted(true);
      else if (result === 'denied') onDenied();
    } finally {
      setRequesting(false);
    }
  }, [onDenied]);

  useEffect(() => {
    if (!finished || !wanted || shown.current || permission !== 'granted') return;
    shown.current = true;
    const notification = new Notification(title, { body });
    const timer = window.setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS);
    return () => window.clearTimeout(timer);
  }, [finished, wanted, permission, title, body]);

  return { permission, requesting, wanted, request };
}
