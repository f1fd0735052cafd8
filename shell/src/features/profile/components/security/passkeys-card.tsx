import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime, type PasskeyJson } from '@market/contracts';
import { addPasskey, removePasskey, renamePasskey } from '../../api/security';
import { useAction } from './use-action';

/** Passkeys: a second factor, and a sign-in without a password. Add, rename, remove. */
export function PasskeysCard({ passkeys, onChange }: { passkeys: PasskeyJson[]; onChange: () => void }) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const nameId = useId();
  const { busy, run } = useAction(() => {
    setEditing(null);
    onChange();
  });

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5">Passkeys</h2>
        <p className="small text-body-secondary">
          Sign in with your fingerprint, face or screen lock instead of a password, or use a passkey as your
          second step.
        </p>
        {passkeys.length === 0 ? (
          <p className="small">No passkeys yet.</p>
        ) : (
          <ListGroup className="mb-3">
            {passkeys.map((passkey) => (
              <ListGroup.Item key={passkey._id} className="d-flex flex-wrap align-items-center gap-2">
                {editing?.id === passkey._id ? (
                  <Form
                    className="d-flex flex-wrap gap-2 flex-grow-1"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void run(() => renamePasskey(passkey._id, editing.name), 'Passkey renamed.');
                    }}
                  >
                    <Form.Label htmlFor={nameId} className="visually-hidden">
                      Passkey name
                    </Form.Label>
                    <Form.Control
                      id={nameId}
                      className="w-auto flex-grow-1"
                      value={editing.name}
                      maxLength={60}
                      onChange={(event) => setEditing({ id: passkey._id, name: event.target.value })}
                    />
                    <Button type="submit" size="sm" disabled={busy}>
                      Save
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </Form>
                ) : (
                  <>
                    <div className="me-auto">
                      <div className="fw-semibold">{passkey.name}</div>
                      <div className="small text-body-secondary">
                        Added {formatDateTime(passkey.createdAt)}
                        {passkey.lastUsedAt ? ` · last used ${formatDateTime(passkey.lastUsedAt)}` : ''}
                      </div>
                    </div>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Rename ${passkey.name}`}
                      onClick={() => setEditing({ id: passkey._id, name: passkey.name })}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${passkey.name}`}
                      disabled={busy}
                      onClick={() => void run(() => removePasskey(passkey._id), 'Passkey removed.')}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        <Button disabled={busy} onClick={() => void run(() => addPasskey(''), 'Passkey added.')}>
          Add a passkey
        </Button>
      </Card.Body>
    </Card>
  );
}
