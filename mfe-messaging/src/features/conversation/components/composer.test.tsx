import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Composer } from './composer';

function renderComposer(onSend = jest.fn(async () => undefined)) {
  render(<Composer onSend={onSend} />);
  return { onSend, box: screen.getByLabelText('Message') as HTMLTextAreaElement };
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: '  Hello seller  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello seller'));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('does not send on Shift+Enter (a new line)', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('never sends empty or whitespace text', () => {
    const { onSend, box } = renderComposer();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '   \n  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes at most 5,000 characters, and never sends a longer text', async () => {
    const { onSend, box } = renderComposer();
    expect(box.maxLength).toBe(5000);
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('x'.repeat(5000)));
  });

  it('keeps the text when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSend = jest.fn(async () => {
      throw new Error('offline');
    });
    const { box } = renderComposer(onSend);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box.value).toBe('Hello');
  });
});
