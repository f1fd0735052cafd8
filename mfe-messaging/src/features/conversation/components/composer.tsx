import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';

const MAX_MESSAGE_LENGTH = 5_000;

const messages = defineMessages({
  label: { id: 'messaging.composer.label', defaultMessage: 'Message' },
  placeholder: { id: 'messaging.composer.placeholder', defaultMessage: 'Type a message…' },
  send: { id: 'messaging.composer.send', defaultMessage: 'Send' },
});

export interface ComposerProps {
  /** Resolves when the message is stored; the box is cleared only then. */
  onSend: (text: string) => Promise<void>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; empty or whitespace text is never sent. */
export function Composer({ onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const intl = useIntlOrDefault();

  async function send() {
    const message = text.trim();
    if (!message || sending || message.length > MAX_MESSAGE_LENGTH) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
    } catch (error) {
      // Chat errors are only logged, never shown; the text stays in the box to try again.
      console.error(error);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <Form onSubmit={onSubmit} className="d-flex gap-2 align-items-end composer">
      <Form.Group controlId="message-box" className="flex-grow-1">
        <Form.Label visuallyHidden>{intl.formatMessage(messages.label)}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Form.Group>
      <Button type="submit" disabled={sending || !text.trim()}>
        {intl.formatMessage(messages.send)}
      </Button>
    </Form>
  );
}
