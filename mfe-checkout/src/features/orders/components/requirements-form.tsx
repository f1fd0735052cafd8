import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages } from 'react-intl';
import type { OrderFileLimitsJson } from '@market/contracts';
import { errorTextIn, toast, useIntlOrDefault } from '@market/ui';
import {
  fileChoiceProblemIn,
  finishedUploads,
  uploadedUrls,
  uploadOrderFiles,
  UploadProgressList,
  type OrderUpload,
} from '@market/ui/orders';
import { getOrderFileLimits, submitRequirements } from '../api/orders-api';
import type { Order } from '../api/order-types';

const messages = defineMessages<{
  pleaseAnswer: { question: string };
  corrected: Record<never, never>;
  sent: Record<never, never>;
  sendFailed: Record<never, never>;
  formLabel: Record<never, never>;
  correctingIntro: Record<never, never>;
  intro: Record<never, never>;
  anyFileUpTo: { size: string };
  anyFile: Record<never, never>;
  sending: Record<never, never>;
  sendCorrected: Record<never, never>;
  submit: Record<never, never>;
  keep: Record<never, never>;
}>({
  pleaseAnswer: { id: 'checkout.requirements.pleaseAnswer', defaultMessage: 'Please answer: {question}' },
  corrected: {
    id: 'checkout.requirements.corrected',
    defaultMessage: 'Answers corrected: the seller is told.',
  },
  sent: { id: 'checkout.requirements.sent', defaultMessage: 'Requirements sent: the work has started.' },
  sendFailed: { id: 'checkout.requirements.sendFailed', defaultMessage: 'Failed to send the requirements.' },
  formLabel: { id: 'checkout.requirements.formLabel', defaultMessage: 'Requirements' },
  correctingIntro: {
    id: 'checkout.requirements.correctingIntro',
    defaultMessage: 'Change what you need to: the seller works from these answers until the first delivery.',
  },
  intro: {
    id: 'checkout.requirements.intro',
    defaultMessage: 'The seller needs these answers before the work starts.',
  },
  anyFileUpTo: {
    id: 'checkout.requirements.anyFileUpTo',
    defaultMessage: 'Any kind of file, up to {size} each.',
  },
  anyFile: { id: 'checkout.requirements.anyFile', defaultMessage: 'Any kind of file.' },
  sending: { id: 'checkout.requirements.sending', defaultMessage: 'Sending…' },
  sendCorrected: { id: 'checkout.requirements.sendCorrected', defaultMessage: 'Send corrected answers' },
  submit: { id: 'checkout.requirements.submit', defaultMessage: 'Submit requirements' },
  keep: { id: 'checkout.requirements.keep', defaultMessage: 'Keep the answers' },
});

const MEGABYTE = 1024 * 1024;

/**
 * The seller's questions, answered by the buyer (file questions take uploads, with progress).
 * `correcting`: the answers already sent, to change before the first delivery.
 */
export function RequirementsForm({
  order,
  onSubmitted,
  correcting,
}: {
  order: Order;
  onSubmitted: (order: Order) => void;
  correcting?: { onCancel: () => void };
}) {
  const intl = useIntlOrDefault();
  const questions = order.fulfilment?.requirements ?? [];
  const [answers, setAnswers] = useState<string[]>(() => questions.map((q) => q.answer ?? ''));
  const nextKey = useRef(0);
  const [uploads, setUploads] = useState<OrderUpload[][]>(() =>
    questions.map((q) => finishedUploads(q.files, nextKey)),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fileErrors, setFileErrors] = useState<string[]>(() => questions.map(() => ''));
  // Unknown until loaded (or when the API cannot say): the server still checks every file.
  const [limits, setLimits] = useState<OrderFileLimitsJson | null>(null);

  useEffect(() => {
    getOrderFileLimits().then(setLimits, () => undefined);
  }, []);

  function update(question: number, change: (list: OrderUpload[]) => OrderUpload[]) {
    setUploads((all) => all.map((list, i) => (i === question ? change(list) : list)));
  }

  async function onFiles(question: number, files: FileList | null) {
    const chosen = Array.from(files ?? []);
    const rule = limits && { types: [], kinds: 'any file', maxBytes: limits.maxBytes };
    const problem = rule ? chosen.map((file) => fileChoiceProblemIn(intl, file, rule)).find(Boolean) : null;
    setFileErrors((all) => all.map((e, i) => (i === question ? (problem ?? '') : e)));
    if (problem) return;
    await uploadOrderFiles(intl, order._id, chosen, nextKey, (change) => update(question, change));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const missing = questions.findIndex(
      (q, i) => q.required && !answers[i]!.trim() && !uploads[i]!.some((u) => u.file),
    );
    if (missing >= 0) {
      setError(intl.formatMessage(messages.pleaseAnswer, { question: questions[missing]!.question }));
      return;
    }
    setBusy(true);
    try {
      const updated = await submitRequirements(
        order._id,
        questions.map((_, i) => ({
          answer: answers[i]!.trim(),
          files: uploadedUrls(uploads[i]!),
        })),
      );
      toast.success(intl.formatMessage(correcting ? messages.corrected : messages.sent));
      onSubmitted(updated);
    } catch (failure) {
      setError(errorTextIn(intl, failure, intl.formatMessage(messages.sendFailed)));
    } finally {
      setBusy(false);
    }
  }

  const uploading = uploads.some((list) => list.some((u) => !u.file));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(messages.formLabel)}>
      <p>{intl.formatMessage(correcting ? messages.correctingIntro : messages.intro)}</p>
      {questions.map((q, i) => (
        <Form.Group key={i} className="mb-3" controlId={`requirement-${i}`}>
          <Form.Label>
            {q.question}
            {q.required && <span className="text-danger"> *</span>}
          </Form.Label>
          {q.kind === 'text' ? (
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={5000}
              required={q.required}
              value={answers[i]}
              onChange={(event) => setAnswers((all) => all.map((a, j) => (j === i ? event.target.value : a)))}
            />
          ) : (
            <>
              <Form.Control
                type="file"
                multiple
                isInvalid={Boolean(fileErrors[i])}
                aria-describedby={`requirement-${i}-help`}
                onChange={(event) => void onFiles(i, (event.target as HTMLInputElement).files)}
              />
              <Form.Control.Feedback type="invalid">{fileErrors[i]}</Form.Control.Feedback>
              <Form.Text id={`requirement-${i}-help`} muted>
                {limits
                  ? intl.formatMessage(messages.anyFileUpTo, {
                      size: intl.formatNumber(Number((limits.maxBytes / MEGABYTE).toFixed(1)), {
                        style: 'unit',
                        unit: 'megabyte',
                      }),
                    })
                  : intl.formatMessage(messages.anyFile)}
              </Form.Text>
              <UploadProgressList uploads={uploads[i]!} />
            </>
          )}
        </Form.Group>
      ))}
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || uploading}>
          {intl.formatMessage(
            busy ? messages.sending : correcting ? messages.sendCorrected : messages.submit,
          )}
        </Button>
        {correcting && (
          <Button variant="outline-secondary" disabled={busy} onClick={correcting.onCancel}>
            {intl.formatMessage(messages.keep)}
          </Button>
        )}
      </div>
    </Form>
  );
}
