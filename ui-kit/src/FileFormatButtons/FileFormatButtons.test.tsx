import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { FileFormatButtons } from './FileFormatButtons.tsx';

describe('FileFormatButtons', () => {
  it('offers xlsx and csv, the chosen one pressed', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<FileFormatButtons value="xlsx" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Exportformat' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excel (xlsx)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /Firmenliste/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('csv');
    await user.click(screen.getByRole('button', { name: 'Excel (xlsx)' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows the company lists by permission, disabled with a note until they arrive', () => {
    renderWithKit(<FileFormatButtons value="xlsx" onChange={vi.fn()} showTarget1 showTarget2 />);
    for (const name of [/^Firmenliste in Target(?! 2\.0)/, /^Firmenliste in Target 2\.0/]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Kommt mit den Firmenlisten');
    }
  });

  it('lets a company list be chosen once it is available', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <FileFormatButtons value="xlsx" onChange={onChange} showTarget2 unavailable={[]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Firmenliste in Target 2.0' }));
    expect(onChange).toHaveBeenCalledWith('target2_companyList');
  });

  it('speaks English', () => {
    renderWithKit(<FileFormatButtons value="csv" onChange={vi.fn()} showTarget1 />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Export format' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Company list in Target/ })).toHaveTextContent(
      'Comes with the company lists',
    );
  });
});
