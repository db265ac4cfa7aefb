import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook } from '@testing-library/react';
import { useReviewHotkeys, type ReviewHotkeysOptions } from './useReviewHotkeys.ts';

function handlers() {
  return {
    onToggle: vi.fn(),
    onPrev: vi.fn(),
    onNext: vi.fn(),
    onFirst: vi.fn(),
    onLast: vi.fn(),
    onEnter: vi.fn(),
    onUndo: vi.fn(),
  } satisfies ReviewHotkeysOptions;
}

function calls(spies: ReturnType<typeof handlers>) {
  return Object.fromEntries(
    Object.entries(spies)
      .filter(([, spy]) => spy.mock.calls.length > 0)
      .map(([name, spy]) => [name, spy.mock.calls]),
  );
}

describe('useReviewHotkeys', () => {
  it('maps 1–9 to the match index, arrows and A/D to paging, Home/End, Enter and Ctrl+Z', () => {
    const spies = handlers();
    renderHook(() => useReviewHotkeys(spies));
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '9' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'D' });
    fireEvent.keyDown(window, { key: 'Home' });
    fireEvent.keyDown(window, { key: 'End' });
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(calls(spies)).toEqual({
      onToggle: [[0], [8]],
      onPrev: [[], []],
      onNext: [[], []],
      onFirst: [[]],
      onLast: [[]],
      onEnter: [[]],
      onUndo: [[], []],
    });
  });

  it('prevents the default of handled keys only', () => {
    renderHook(() => useReviewHotkeys(handlers()));
    expect(fireEvent.keyDown(window, { key: 'End' })).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'z', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(window, { key: '0' })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'x' })).toBe(true);
  });

  it('leaves keys alone without their handler', () => {
    const onNext = vi.fn();
    renderHook(() => useReviewHotkeys({ onNext }));
    expect(fireEvent.keyDown(window, { key: '1' })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'ArrowRight' })).toBe(false);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('ignores keys with other modifiers, but lets Shift type digits (French keyboards)', () => {
    const spies = handlers();
    renderHook(() => useReviewHotkeys(spies));
    fireEvent.keyDown(window, { key: '1', ctrlKey: true });
    fireEvent.keyDown(window, { key: '1', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(window, { key: 'A', shiftKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'z' });
    fireEvent.keyDown(window, { key: 'Enter', metaKey: true });
    expect(calls(spies)).toEqual({});
    fireEvent.keyDown(window, { key: '2', shiftKey: true });
    expect(spies.onToggle).toHaveBeenCalledWith(1);
  });

  it('does not repeat toggles, Enter and undo while a key is held, but keeps paging', () => {
    const spies = handlers();
    renderHook(() => useReviewHotkeys(spies));
    fireEvent.keyDown(window, { key: '1', repeat: true });
    fireEvent.keyDown(window, { key: 'Enter', repeat: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, repeat: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    expect(calls(spies)).toEqual({ onNext: [[]] });
  });

  it('ignores keys typed into inputs, text areas, selects and editable content', () => {
    const spies = handlers();
    const { getByRole, getByTestId } = render(
      <div>
        <input aria-label="Suche" />
        <textarea aria-label="Notiz" />
        <select aria-label="Land">
          <option>DE</option>
        </select>
        <div contentEditable suppressContentEditableWarning data-testid="editable">
          Text
        </div>
      </div>,
    );
    renderHook(() => useReviewHotkeys(spies));
    for (const target of [
      getByRole('textbox', { name: 'Suche' }),
      getByRole('textbox', { name: 'Notiz' }),
      getByRole('combobox', { name: 'Land' }),
      getByTestId('editable'),
    ]) {
      for (const key of ['1', 'a', 'ArrowLeft', 'Home', 'Enter']) fireEvent.keyDown(target, { key });
      fireEvent.keyDown(target, { key: 'z', ctrlKey: true });
    }
    expect(calls(spies)).toEqual({});
  });

  it('leaves arrows to radio groups and sliders, Enter to buttons and links, and everything to dialogs', () => {
    const spies = handlers();
    const { getByRole } = render(
      <div>
        <div role="radiogroup" aria-label="Tabs">
          <input type="radio" aria-label="Manuell" />
        </div>
        <input type="range" aria-label="Schwellenwert" />
        <button type="button">Weiter</button>
        <a href="#x">Website</a>
        <div role="dialog" aria-label="Hilfe" aria-modal="true">
          <button type="button">Schließen</button>
        </div>
      </div>,
    );
    renderHook(() => useReviewHotkeys(spies));
    const radio = getByRole('radio', { name: 'Manuell' });
    fireEvent.keyDown(radio, { key: 'ArrowRight' });
    fireEvent.keyDown(radio, { key: 'End' });
    fireEvent.keyDown(getByRole('slider', { name: 'Schwellenwert' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(getByRole('button', { name: 'Weiter' }), { key: 'Enter' });
    fireEvent.keyDown(getByRole('link', { name: 'Website' }), { key: 'Enter' });
    fireEvent.keyDown(getByRole('button', { name: 'Schließen' }), { key: '1' });
    expect(calls(spies)).toEqual({});
    // Digits and letters still work on a radio; arrows and Enter on a button.
    fireEvent.keyDown(radio, { key: '3' });
    fireEvent.keyDown(getByRole('button', { name: 'Weiter' }), { key: 'ArrowRight' });
    expect(calls(spies)).toEqual({ onToggle: [[2]], onNext: [[]] });
  });

  it('works from a checkbox, so the keys go on after a match was clicked', () => {
    const spies = handlers();
    const { getByRole } = render(<input type="checkbox" aria-label="Treffer 1" />);
    renderHook(() => useReviewHotkeys(spies));
    const checkbox = getByRole('checkbox');
    fireEvent.keyDown(checkbox, { key: 'ArrowRight' });
    fireEvent.keyDown(checkbox, { key: 'Enter' });
    fireEvent.keyDown(checkbox, { key: '2' });
    expect(calls(spies)).toEqual({ onNext: [[]], onEnter: [[]], onToggle: [[1]] });
  });

  it('takes Enter inside the review card from buttons, links and switches, and leaves it to them outside', () => {
    const spies = handlers();
    const { getByRole, getByTestId } = render(
      <div>
        <button type="button">Hilfe</button>
        <div data-testid="card">
          <button type="button">Nächste Zeile</button>
          <a href="#x">Website</a>
          <input type="checkbox" role="switch" aria-label="Zeile geprüft" />
        </div>
      </div>,
    );
    const enterScope = { current: getByTestId('card') };
    renderHook(() => useReviewHotkeys({ ...spies, enterScope }));
    fireEvent.keyDown(getByRole('button', { name: 'Hilfe' }), { key: 'Enter' });
    expect(calls(spies)).toEqual({});
    const next = getByRole('button', { name: 'Nächste Zeile' });
    const keydown = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    next.dispatchEvent(keydown);
    // The button's own click is prevented: Enter is the review's there.
    expect(keydown.defaultPrevented).toBe(true);
    fireEvent.keyDown(getByRole('link', { name: 'Website' }), { key: 'Enter' });
    fireEvent.keyDown(getByRole('switch', { name: 'Zeile geprüft' }), { key: 'Enter' });
    expect(calls(spies)).toEqual({ onEnter: [[], [], []] });
  });

  it('ignores keys a widget already handled', () => {
    const spies = handlers();
    const { getByRole } = render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a stand-in for a widget
      <div onKeyDown={(event) => event.preventDefault()}>
        <button type="button">Widget</button>
      </div>,
    );
    renderHook(() => useReviewHotkeys(spies));
    fireEvent.keyDown(getByRole('button'), { key: 'ArrowRight' });
    expect(calls(spies)).toEqual({});
  });

  it('listens only while enabled, with the latest handlers, and unbinds on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook((options: ReviewHotkeysOptions) => useReviewHotkeys(options), {
      initialProps: { enabled: false, onNext: first },
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(first).not.toHaveBeenCalled();
    rerender({ enabled: true, onNext: first });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    rerender({ enabled: true, onNext: second });
    fireEvent.keyDown(window, { key: 'd' });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    unmount();
    fireEvent.keyDown(window, { key: 'd' });
    expect(second).toHaveBeenCalledOnce();
  });
});
