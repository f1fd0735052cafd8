import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { isErrorMessage, UpdatePasswordPage } from './update-password-page';

describe('ForgotPasswordPage', () => {
  it("validates the email, says 'Submitting...' while busy, then shows the answer", async () => {
    let release: () => void = () => undefined;
    mockFetch({
      'POST /api/auth/forgot-password': () => new Promise((done) => (release = () => done({ body: {} }))),
    });
    renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByText('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'me@example.com');
    // The error leaves as soon as the field is valid, before the next submit.
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByRole('button', { name: 'Submitting...' });
    expect(screen.getByLabelText('Email').closest('fieldset')?.disabled).toBe(true);
    release();
    await screen.findByText('Password reset email sent!');
  });

  it("shows the server error or 'An error occurred!'", async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { status: 500, body: '' } });
    renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('An error occurred!');
  });
});

describe('ResetPasswordPage', () => {
  it("refuses different passwords with 'Passwords do not match.'", async () => {
    const calls = mockFetch({});
    renderAt('/auth/reset-password/tok', <ResetPasswordPage />, { routePath: '/auth/reset-password/:token' });
    await userEvent.type(screen.getByLabelText('New Password'), 'one-password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'another');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    screen.getByText('Passwords do not match.');
    expect(calls).toHaveLength(0);
  });

  it('posts the password for the token and goes to /auth/sign-in', async () => {
    const calls = mockFetch({ 'POST /api/auth/reset-password/tok-1': { body: {} } });
    renderAt('/auth/reset-password/tok-1', <ResetPasswordPage />, {
      routePath: '/auth/reset-password/:token',
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'new-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in'));
    await screen.findByText('Password reset successful!');
    expect(JSON.parse(String(calls[0].body))).toEqual({ password: 'new-pass-1' });
  });
});

describe('UpdatePasswordPage', () => {
  it('styles messages with "incorrect" or "Something went wrong" as errors', () => {
    expect(isErrorMessage('Old password is incorrect')).toBe(true);
    expect(isErrorMessage('Something went wrong')).toBe(true);
    expect(isErrorMessage('Password updated successfully')).toBe(false);
  });

  it('toggles visibility per field, states the Google note and shows the server answer', async () => {
    mockFetch({
      'PUT /api/auth/update-password': {
        status: 400,
        body: { statusCode: 400, message: 'Old password is incorrect' },
      },
    });
    renderAt('/update-password', <UpdatePasswordPage />, { user: BUYER });
    screen.getByText(/sign in with Google cannot change their password/);
    const oldField = screen.getByLabelText('Old Password') as HTMLInputElement;
    expect(oldField.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show old password' }));
    expect(oldField.type).toBe('text');
    expect((screen.getByLabelText('New Password') as HTMLInputElement).type).toBe('password');
    await userEvent.type(oldField, 'old');
    await userEvent.type(screen.getByLabelText('New Password'), 'new');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByText('Old password is incorrect');
    expect(alert.className).toContain('alert-danger');
  });
});
