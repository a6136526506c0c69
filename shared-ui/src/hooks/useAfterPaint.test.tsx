import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './useAfterPaint';

function Page() {
  const painted = useAfterPaint();
  return (
    <>
      <h1>Saldo</h1>
      {painted ? <table aria-label="Historial" /> : null}
    </>
  );
}

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('renders the secondary part only after the frame that paints the first render', async () => {
    // What the page holds when the browser is about to paint (the frame callbacks run then).
    const atFrame: boolean[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      window.setTimeout(() => {
        atFrame.push(screen.queryByRole('table') !== null);
        callback(performance.now());
      }, 16),
    );
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Saldo' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Historial' })).toBeInTheDocument();
    expect(atFrame).toEqual([false]);
    raf.mockRestore();
  });

  it('mounts the part anyway when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Page />);
    await act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('table')).toBeNull();
    await act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('table')).toBeInTheDocument();
    raf.mockRestore();
  });
});
