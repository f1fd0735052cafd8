import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDateTime, type PasskeyJson } from '@market/contracts';
import { useLocale } from '@market/ui';
import { addPasskey, removePasskey, renamePasskey } from '../../api/security';
import { useAction } from './use-action';

const messagesTyped = defineMessages({
  renamed: { id: 'shell.security.passkeyRenamed', defaultMessage: 'Passkey renamed.' },
  removed: { id: 'shell.security.passkeyRemoved', defaultMessage: 'Passkey removed.' },
  added: { id: 'shell.security.passkeyAdded', defaultMessage: 'Passkey added.' },
  addedOn: { id: 'shell.security.passkeyAddedOn', defaultMessage: 'Added {added}' },
  addedAndUsed: {
    id: 'shell.security.passkeyAddedAndUsed',
    defaultMessage: 'Added {added} · last used {lastUsed}',
  },
  rename: { id: 'shell.security.passkeyRename', defaultMessage: 'Rename {name}' },
  remove: { id: 'shell.security.passkeyRemove', defaultMessage: 'Remove {name}' },
});
/** Values untyped: some messages take placeholders. */
const messages = messagesTyped as { [K in keyof typeof messagesTyped]: MessageDescriptor };

/** Passkeys: a second factor, and a sign-in without a password. Add, rename, remove. */
export function PasskeysCard({ passkeys, onChange }: { passkeys: PasskeyJson[]; onChange: () => void }) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const nameId = useId();
  const intl = useIntl();
  const { locale } = useLocale();
  const { busy, run } = useAction(() => {
    setEditing(null);
    onChange();
  });

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5">
          <FormattedMessage id="shell.security.passkeysHeading" defaultMessage="Passkeys" />
        </h2>
        <p className="small text-body-secondary">
          <FormattedMessage
            id="shell.security.passkeysIntro"
            defaultMessage="Sign in with your fingerprint, face or screen lock instead of a password, or use a passkey as your second step."
          />
        </p>
        {passkeys.length === 0 ? (
          <p className="small">
            <FormattedMessage id="shell.security.noPasskeys" defaultMessage="No passkeys yet." />
          </p>
        ) : (
          <ListGroup className="mb-3">
            {passkeys.map((passkey) => (
              <ListGroup.Item key={passkey._id} className="d-flex flex-wrap align-items-center gap-2">
                {editing?.id === passkey._id ? (
                  <Form
                    className="d-flex flex-wrap gap-2 flex-grow-1"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void run(
                        () => renamePasskey(passkey._id, editing.name),
                        intl.formatMessage(messages.renamed),
                      );
                    }}
                  >
                    <Form.Label htmlFor={nameId} className="visually-hidden">
                      <FormattedMessage id="shell.security.passkeyName" defaultMessage="Passkey name" />
                    </Form.Label>
                    <Form.Control
                      id={nameId}
                      className="w-auto flex-grow-1"
                      value={editing.name}
                      maxLength={60}
                      onChange={(event) => setEditing({ id: passkey._id, name: event.target.value })}
                    />
                    <Button type="submit" size="sm" disabled={busy}>
                      <FormattedMessage id="shell.security.save" defaultMessage="Save" />
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => setEditing(null)}>
                      <FormattedMessage id="shell.security.cancel" defaultMessage="Cancel" />
                    </Button>
                  </Form>
                ) : (
                  <>
                    <div className="me-auto">
                      <div className="fw-semibold">{passkey.name}</div>
                      <div className="small text-body-secondary">
                        {passkey.lastUsedAt
                          ? intl.formatMessage(messages.addedAndUsed, {
                              added: formatDateTime(passkey.createdAt, locale),
                              lastUsed: formatDateTime(passkey.lastUsedAt, locale),
                            })
                          : intl.formatMessage(messages.addedOn, {
                              added: formatDateTime(passkey.createdAt, locale),
                            })}
                      </div>
                    </div>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={intl.formatMessage(messages.rename, { name: passkey.name })}
                      onClick={() => setEditing({ id: passkey._id, name: passkey.name })}
                    >
                      <FormattedMessage id="shell.security.passkeyRenameButton" defaultMessage="Rename" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={intl.formatMessage(messages.remove, { name: passkey.name })}
                      disabled={busy}
                      onClick={() =>
                        void run(() => removePasskey(passkey._id), intl.formatMessage(messages.removed))
                      }
                    >
                      <FormattedMessage id="shell.security.passkeyRemoveButton" defaultMessage="Remove" />
                    </Button>
                  </>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        <Button
          disabled={busy}
          onClick={() => void run(() => addPasskey(''), intl.formatMessage(messages.added))}
        >
          <FormattedMessage id="shell.security.passkeyAdd" defaultMessage="Add a passkey" />
        </Button>
      </Card.Body>
    </Card>
  );
}
