import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, TOAST_AUTO_CLOSE_MS } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.clearAll());
    jest.useRealTimers();
  });

  it('closes a toast after 3000 ms', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved!'));
    screen.getByText('Saved!');
    act(() => void jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100));
    screen.getByText('Saved!');
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved!')).toBeNull();
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
  });

  it('pauses while hovered and closes with its button', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed'));
    const item = screen.getByText('Failed').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => void jest.advanceTimersByTime(10_000));
    screen.getByText('Failed');
    fireEvent.mouseLeave(item);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it("shows at most two toasts, the newest, at the top right, where the spec's toast library puts them", () => {
    render(<Toaster />);
    act(() => {
      toast.success('One');
      toast.success('Two');
      toast.error('Three');
    });
    expect(screen.queryByText('One')).toBeNull();
    screen.getByText('Two');
    screen.getByText('Three');
    const container = screen.getByText('Three').closest('.toast-container') as HTMLElement;
    expect(container.className).toContain('top-0');
    expect(container.className).toContain('end-0');
    expect(container.className).not.toContain('bottom-0');
  });
});
