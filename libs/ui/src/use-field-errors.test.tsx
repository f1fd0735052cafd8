import { act, renderHook } from '@testing-library/react';
import { useFieldErrors } from './use-field-errors';

interface Values {
  name: string;
  email: string;
}

const validate = (values: Values) => ({
  ...(values.name ? {} : { name: 'Name is required' }),
  ...(values.email.includes('@')
    ? {}
    : { email: values.email ? 'Enter a valid email' : 'Email is required' }),
});

describe('useFieldErrors', () => {
  it("clears a field's error as soon as the field is valid, and follows what is still wrong", () => {
    const { result, rerender } = renderHook((values: Values) => useFieldErrors(values, validate), {
      initialProps: { name: '', email: '' },
    });
    expect(result.current[0]).toEqual({});
    act(() => result.current[1](validate({ name: '', email: '' })));
    expect(result.current[0]).toEqual({ name: 'Name is required', email: 'Email is required' });
    rerender({ name: 'Ann', email: '' });
    expect(result.current[0]).toEqual({ email: 'Email is required' });
    rerender({ name: 'Ann', email: 'ann' });
    expect(result.current[0]).toEqual({ email: 'Enter a valid email' });
    rerender({ name: 'Ann', email: 'ann@example.com' });
    expect(result.current[0]).toEqual({});
    // A field that showed an error is checked as it is typed in: emptied again, it says so again.
    rerender({ name: '', email: 'ann@example.com' });
    expect(result.current[0]).toEqual({ name: 'Name is required' });
  });

  it('gives a field that showed no error none before the next submit', () => {
    const { result, rerender } = renderHook((values: Values) => useFieldErrors(values, validate), {
      initialProps: { name: '', email: 'ann@example.com' },
    });
    act(() => result.current[1](validate({ name: '', email: 'ann@example.com' })));
    rerender({ name: '', email: 'ann' });
    expect(result.current[0]).toEqual({ name: 'Name is required' });
  });

  it("keeps the server's error on a field until that field changes", () => {
    const { result, rerender } = renderHook((values: Values) => useFieldErrors(values, validate), {
      initialProps: { name: 'Ann', email: 'ann@example.com' },
    });
    act(() => result.current[1]({ name: 'Username already taken' }));
    rerender({ name: 'Ann', email: 'ann@example.org' });
    expect(result.current[0]).toEqual({ name: 'Username already taken' });
    rerender({ name: 'Anna', email: 'ann@example.org' });
    expect(result.current[0]).toEqual({});
  });
});
