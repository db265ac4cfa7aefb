import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { TargetExportActions } from './TargetExportActions.tsx';

describe('TargetExportActions', () => {
  it('offers the export to a target 1 company list', async () => {
    const onExportTarget1 = vi.fn();
    const { user } = renderWithKit(
      <TargetExportActions exportType="target1_companyList" onExportTarget1={onExportTarget1} />,
    );
    await user.click(screen.getByRole('button', { name: 'Nach Target exportieren' }));
    expect(onExportTarget1).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Target 2.0/ })).not.toBeInTheDocument();
  });

  it('switches to target 2.0, or goes back there for a user who came from it', async () => {
    const onTarget2 = vi.fn();
    const { user, rerender } = renderWithKit(
      <TargetExportActions exportType="target2_companyList" onTarget2={onTarget2} />,
    );
    await user.click(screen.getByRole('button', { name: 'Zu Target 2.0 wechseln' }));
    expect(onTarget2).toHaveBeenCalledOnce();
    rerender(<TargetExportActions exportType="target2_companyList" onTarget2={onTarget2} fromTarget />);
    expect(screen.getByRole('button', { name: 'Zurück zu Target 2.0' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the hand-over runs, and warns when there is no target 2.0 access', () => {
    const onTarget2 = vi.fn();
    const { rerender } = renderWithKit(
      <TargetExportActions exportType="target2_companyList" onTarget2={onTarget2} busy />,
    );
    expect(screen.getByRole('button', { name: 'Zu Target 2.0 wechseln' })).toBeDisabled();
    rerender(<TargetExportActions exportType="target2_companyList" onTarget2={onTarget2} target2Denied />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kein Zugriff auf Target 2.0');
  });

  it('cannot start anything while disabled', () => {
    renderWithKit(<TargetExportActions exportType="target1_companyList" disabled />);
    expect(screen.getByRole('button', { name: 'Nach Target exportieren' })).toBeDisabled();
  });

  it('renders nothing for a file export', () => {
    const { container } = renderWithKit(<TargetExportActions exportType="file" target2Denied />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English and French', () => {
    const { unmount } = renderWithKit(
      <TargetExportActions exportType="target2_companyList" fromTarget target2Denied />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Back to Target 2.0' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No Target 2.0 access');
    unmount();
    renderWithKit(<TargetExportActions exportType="target1_companyList" />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Exporter vers Target' })).toBeVisible();
  });
});
