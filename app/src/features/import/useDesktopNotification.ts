import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_NOTIFICATION_CLOSE_MS } from '@datacare/api-client';

export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** Where the user's "Desktop-Benachrichtigung" switch is remembered (`off` when turned off). */
export const DESKTOP_NOTIFICATION_PREFERENCE_KEY = 'datacare.import.desktopNotification';

/** What the notification says. */
export interface DesktopNotificationContent {
  title: string;
  body: string;
}

function currentPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function storedEnabled(): boolean {
  try {
    return window.localStorage.getItem(DESKTOP_NOTIFICATION_PREFERENCE_KEY) !== 'off';
  } catch {
    // Storage can be blocked (private modes, policies); the default then holds for this page.
    return true;
  }
}

function storeEnabled(enabled: boolean): void {
  try {
    if (enabled) window.localStorage.removeItem(DESKTOP_NOTIFICATION_PREFERENCE_KEY);
    else window.localStorage.setItem(DESKTOP_NOTIFICATION_PREFERENCE_KEY, 'off');
  } catch {
    // As above: the choice then lasts for this page only.
  }
}

/**
 * The status page's desktop notification (spec 2 Status page, 8, 9). With permission granted it is
 * on by default: granting it already said yes, and a page that promises a notification must send
 * one. A switch turns it off, remembered in localStorage. Permission `default`: `request` asks the
 * browser (and turns it on when granted); `denied`: `onDenied` runs for the persistent warning.
 *
 * A notification is shown once when a job the page watched running ends (`outcome` turns non-null):
 * opening the page of a job that has long finished shows none. It closes after 10 s (spec 9), and a
 * click on it brings the tab to the front.
 */
export function useDesktopNotification(options: {
  /** The job is queued, running or stopping (or not started yet): the page watches it. */
  running: boolean;
  /** What to say once the watched job has ended; null while it has not. */
  outcome: DesktopNotificationContent | null;
  onDenied: () => void;
}) {
  const { running, outcome, onDenied } = options;
  const [permission, setPermission] = useState<NotificationPermissionState>(currentPermission);
  const [enabled, setEnabledState] = useState(storedEnabled);
  const [requesting, setRequesting] = useState(false);
  const watching = useRef(false);

  const setEnabled = useCallback((value: boolean) => {
    storeEnabled(value);
    setEnabledState(value);
  }, []);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setRequesting(true);
    try {
      const result = await Notification.requestPermission();
      setPermission(result);
      if (result === 'granted') setEnabled(true);
      else if (result === 'denied') onDenied();
    } finally {
      setRequesting(false);
    }
  }, [onDenied, setEnabled]);

  useEffect(() => {
    if (running) watching.current = true;
  }, [running]);

  const title = outcome?.title;
  const body = outcome?.body;
  useEffect(() => {
    if (title === undefined || !watching.current) return;
    watching.current = false;
    if (!enabled || permission !== 'granted') return;
    const notification = new Notification(title, { body });
    notification.onclick = () => window.focus();
    // Not cleared on unmount: the notification outlives the page it came from and still closes.
    window.setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_CLOSE_MS);
  }, [title, body, enabled, permission]);

  return { permission, requesting, enabled, setEnabled, request };
}
