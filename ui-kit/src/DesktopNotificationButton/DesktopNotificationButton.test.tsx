import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { DesktopNotificationButton } from './DesktopNotificationButton.tsx';

describe('DesktopNotificationButton', () => {
  it('asks for permission when the browser has not been asked', async () => {
    const onRequest = vi.fn();
    const { user } = renderWithKit(<DesktopNotificationButton permission="default" onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: 'Benachrichtigen, wenn fertig' }));
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it('offers a switch, on by default, once allowed', async () => {
    const onEnabledChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <DesktopNotificationButton
        permission="granted"
        onRequest={vi.fn()}
        onEnabledChange={onEnabledChange}
      />,
      { locale: 'en' },
    );
    const toggle = screen.getByRole('switch', { name: 'Desktop notification' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'You will get a desktop notification as soon as processing has finished.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(onEnabledChange).toHaveBeenCalledWith(false);
    rerender(<DesktopNotificationButton permission="granted" onRequest={vi.fn()} enabled={false} />);
    expect(screen.getByRole('switch', { name: 'Desktop notification' })).not.toBeChecked();
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(
      'You will not get a desktop notification when processing has finished.',
    );
  });

  it('warns lastingly when blocked', () => {
    renderWithKit(<DesktopNotificationButton permission="denied" onRequest={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Desktop-Benachrichtigungen sind in Ihrem Browser blockiert.',
    );
  });

  it('shows nothing when the browser cannot notify, and waits while asking', () => {
    const { container, rerender } = renderWithKit(
      <DesktopNotificationButton permission="unsupported" onRequest={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<DesktopNotificationButton permission="default" onRequest={vi.fn()} requesting />);
    expect(screen.getByRole('button', { name: /Benachrichtigen, wenn fertig/ })).toBeDisabled();
  });
});
