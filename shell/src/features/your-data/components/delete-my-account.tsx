import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import { Link, useNavigate } from '@market/router';
import { useErrorText, useLoad } from '@market/ui';
import {
  DELETE_ACCOUNT_WORD,
  deleteAccount,
  getSecondFactors,
  type DeleteOutcome,
} from '../api/delete-account';

type Refusal = Extract<DeleteOutcome, { ok: false }>;

/**
 * "Delete my account": what goes, what stays and why; the password and the word DELETE confirm it,
 * and the authenticator's code (or a recovery code) when the account has one on.
 */
export function DeleteMyAccount() {
  const me = useAuthUser();
  const navigate = useNavigate();
  const intl = useIntl();
  const errorText = useErrorText();
  const needsPassword = me?.hasPassword !== false;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const { state: factors } = useLoad(me && !me.isAdmin ? 'second-factors' : undefined, getSecondFactors);
  // Also when the server asks for it (the status could not be read).
  const needsCode = (factors.status === 'ready' && factors.data.totp) || refusal?.field === 'code';
  // The server's reason, or the screen's own text when it gave none.
  const refusalText =
    refusal &&
    (refusal.message ||
      intl.formatMessage({
        id: 'shell.yourData.deleteFailed',
        defaultMessage: 'Your account could not be deleted. Please try again.',
      }));
  const passkeyOnly = factors.status === 'ready' && !factors.data.totp && factors.data.passkeys.length > 0;

  const ready =
    confirm === DELETE_ACCOUNT_WORD &&
    (!needsPassword || password !== '') &&
    (!needsCode || code.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setRefusal(undefined);
    const outcome = await deleteAccount(
      errorText,
      needsPassword ? password : undefined,
      confirm,
      needsCode ? code.trim() : undefined,
    );
    setBusy(false);
    if (outcome.ok) navigate('/account-deleted', { replace: true });
    else setRefusal(outcome);
  };

  return (
    <section aria-labelledby="delete-my-account">
      <h3 id="delete-my-account" className="h6">
        <FormattedMessage id="shell.yourData.deleteHeading" defaultMessage="Delete my account" />
      </h3>
      <p className="small mb-2">
        <FormattedMessage
          id="shell.yourData.deleteGoes"
          defaultMessage="<strong>Deleted at once:</strong> your username, e-mail address, phone, country, profile picture, billing details, password, notification settings and any copy of your data. You are signed out everywhere and can register again with the same e-mail address."
          values={{ strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p className="small mb-2">
        <FormattedMessage
          id="shell.yourData.deleteStays"
          defaultMessage="<strong>Kept, because the law or the seller needs them:</strong> your orders with their invoices and credit notes (accounting law requires us to keep them, with the billing details copied when you paid), the files of your orders, your messages (shown as from “Deleted user”) and your reviews (shown as by “Deleted user”, with no picture or country)."
          values={{ strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p className="small text-body-secondary">
        <FormattedMessage
          id="shell.yourData.deleteOpenOrders"
          defaultMessage="While an order you paid for is still in work, your account cannot be deleted."
        />
      </p>
      {me?.isAdmin ? (
        <p className="small mb-0">
          <FormattedMessage
            id="shell.yourData.deleteAdmin"
            defaultMessage="An admin account is closed by another admin."
          />
        </p>
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          {needsPassword ? (
            <Form.Group className="mb-3" controlId="delete-password">
              <Form.Label>
                <FormattedMessage id="shell.yourData.password" defaultMessage="Password" />
              </Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                isInvalid={refusal?.field === 'password'}
              />
              <Form.Control.Feedback type="invalid">
                {refusal?.field === 'password' && refusalText}
              </Form.Control.Feedback>
            </Form.Group>
          ) : (
            <p className="small">
              <FormattedMessage
                id="shell.yourData.deleteSocialReauth"
                defaultMessage="Sign in again with Google or GitHub first if you signed in more than 10 minutes ago."
              />
            </p>
          )}
          {needsCode && (
            <Form.Group className="mb-3" controlId="delete-code">
              <Form.Label>
                <FormattedMessage
                  id="shell.yourData.deleteCode"
                  defaultMessage="Code from your authenticator app, or a recovery code"
                />
              </Form.Label>
              <Form.Control
                inputMode="text"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                isInvalid={refusal?.field === 'code'}
              />
              <Form.Control.Feedback type="invalid">
                {refusal?.field === 'code' && refusalText}
              </Form.Control.Feedback>
            </Form.Group>
          )}
          {passkeyOnly && (
            <p className="small">
              <FormattedMessage
                id="shell.yourData.deletePasskeyReauth"
                defaultMessage="Sign in again with your passkey first if you signed in more than 10 minutes ago."
              />
            </p>
          )}
          <Form.Group className="mb-3" controlId="delete-confirm">
            <Form.Label>
              <FormattedMessage
                id="shell.yourData.deleteConfirm"
                defaultMessage="Type {word} to confirm"
                values={{ word: DELETE_ACCOUNT_WORD }}
              />
            </Form.Label>
            <Form.Control
              value={confirm}
              autoComplete="off"
              onChange={(event) => setConfirm(event.target.value)}
              isInvalid={refusal?.field === 'confirm'}
            />
            <Form.Control.Feedback type="invalid">
              {refusal?.field === 'confirm' && refusalText}
            </Form.Control.Feedback>
          </Form.Group>
          {refusal && !refusal.field && (
            <Alert variant="danger">
              <p className="mb-0">{refusalText}</p>
              {refusal.openOrders && refusal.openOrders.length > 0 && (
                <ul className="mb-0 mt-2">
                  {refusal.openOrders.map((order) => (
                    <li key={order._id}>
                      <Link className="alert-link" to={`/orders/${order._id}`}>
                        {order.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          <Button type="submit" variant="danger" disabled={!ready || busy}>
            <FormattedMessage id="shell.yourData.deleteButton" defaultMessage="Delete my account" />
          </Button>
        </Form>
      )}
    </section>
  );
}
