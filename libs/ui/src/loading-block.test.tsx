import { render, screen } from '@testing-library/react';
import { LoadingBlock } from './loading-block';

describe('LoadingBlock', () => {
  it('is a status saying "Loading…" unless told what loads', () => {
    render(<LoadingBlock />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('says what loads inside a centred block', () => {
    const { container } = render(<LoadingBlock label="Loading orders…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading orders…');
    expect(container.firstElementChild?.className).toBe('text-center py-5');
  });

  it('inline, it is only the spinner with the given classes', () => {
    const { container } = render(<LoadingBlock label="Loading gallery" size="sm" inline className="mb-3" />);
    const spinner = screen.getByRole('status');
    expect(container.firstElementChild).toBe(spinner);
    expect(spinner.className).toContain('mb-3');
    expect(spinner.className).toContain('spinner-border-sm');
  });
});
