import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '@market/api-client';
import { InEnglish } from '@/shared/testing/in-english';
import { useCheckedForm, type CheckedFormOptions } from './use-checked-form';

type Errors = { name?: string };
type Hooks = Partial<CheckedFormOptions<string, Errors>>;

/** A one-field form on the hook: a name is required; the server says why it refuses one. */
function NameForm({ send, hooks = {} }: { send: (name: string) => Promise<void>; hooks?: Hooks }) {
  const [name, setName] = useState('');
  const { errors, clear, formError, sending, submit } = useCheckedForm<string, Errors>({
    check: () => (name ? { errors: {}, value: name } : { errors: { name: 'Name is required' } }),
    send,
    serverErrors: (error) => (error instanceof ApiError && error.fields ? { name: error.fields.name } : {}),
    failureText: 'Failed to save',
    ...hooks,
  });
  return (
    <form onSubmit={submit} aria-label="Your name">
      {formError && <p role="alert">{formError}</p>}
      <label>
        Name{' '}
        <input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
        />
      </label>
      {errors.name && <p>{errors.name}</p>}
      <button type="submit" disabled={sending}>
        {sending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useCheckedForm', () => {
  it('sends nothing while a field is wrong, and says which', () => {
    const send = jest.fn();
    const onInvalid = jest.fn();
    render(<NameForm send={send} hooks={{ onInvalid }} />, { wrapper: InEnglish });
    save();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledWith({ name: 'Name is required' });
    expect(send).not.toHaveBeenCalled();
  });

  it('waits while sending, then shows a refusal by field and above the form, keeping what was typed', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const onRefused = jest.fn();
    render(<NameForm send={send} hooks={{ onRefused }} />, { wrapper: InEnglish });
    type('Ada');
    save();
    expect(send).toHaveBeenCalledWith('Ada');
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);

    await act(async () =>
      refuse(new ApiError('That name is taken', 409, undefined, { name: 'That name is taken' })),
    );
    expect(screen.getByRole('alert').textContent).toBe('That name is taken');
    expect(screen.getByText('That name is taken', { selector: 'p:not([role])' })).toBeTruthy();
    expect(onRefused).toHaveBeenCalledWith({ name: 'That name is taken' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('says the failure text when the server gives no reason, and no alert where alertWhen says so', async () => {
    const send = jest.fn().mockRejectedValue(new Error('socket hang up'));
    const { unmount } = render(<NameForm send={send} />, { wrapper: InEnglish });
    type('Ada');
    await act(async () => save());
    expect(screen.getByRole('alert').textContent).toBe('Failed to save');
    unmount();

    const refused = jest
      .fn()
      .mockRejectedValue(new ApiError('That name is taken', 409, undefined, { name: 'That name is taken' }));
    render(<NameForm send={refused} hooks={{ alertWhen: (errors) => !errors.name }} />, {
      wrapper: InEnglish,
    });
    type('Ada');
    await act(async () => save());
    expect(screen.getByText('That name is taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the alert on the next try', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValueOnce(undefined);
    render(<NameForm send={send} />, { wrapper: InEnglish });
    type('Ada');
    await act(async () => save());
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => save());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("forgets a field's error as soon as the person changes that field", () => {
    render(<NameForm send={jest.fn()} />, { wrapper: InEnglish });
    save();
    expect(screen.getByText('Name is required')).toBeTruthy();
    type('A');
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
