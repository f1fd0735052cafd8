import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { fileChoiceProblem, formatMegabytes, type OrderFileLimitsJson } from '@market/contracts';
import {
  finishedUploads,
  toast,
  uploadedUrls,
  uploadOrderFiles,
  UploadProgressList,
  type OrderUpload,
} from '@market/ui';
import { getOrderFileLimits, submitRequirements } from '../api/orders-api';
import type { Order } from '../api/order-types';

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
    const problem = rule ? chosen.map((file) => fileChoiceProblem(file, rule)).find(Boolean) : null;
    setFileErrors((all) => all.map((e, i) => (i === question ? (problem ?? '') : e)));
    if (problem) return;
    await uploadOrderFiles(order._id, chosen, nextKey, (change) => update(question, change));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const missing = questions.findIndex(
      (q, i) => q.required && !answers[i]!.trim() && !uploads[i]!.some((u) => u.file),
    );
    if (missing >= 0) {
      setError(`Please answer: ${questions[missing]!.question}`);
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
      toast.success(
        correcting ? 'Answers corrected: the seller is told.' : 'Requirements sent: the work has started.',
      );
      onSubmitted(updated);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to send the requirements.'));
    } finally {
      setBusy(false);
    }
  }

  const uploading = uploads.some((list) => list.some((u) => !u.file));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Requirements">
      <p>
        {correcting
          ? 'Change what you need to: the seller works from these answers until the first delivery.'
          : 'The seller needs these answers before the work starts.'}
      </p>
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
                  ? `Any kind of file, up to ${formatMegabytes(limits.maxBytes)} each.`
                  : 'Any kind of file.'}
              </Form.Text>
              <UploadProgressList uploads={uploads[i]!} />
            </>
          )}
        </Form.Group>
      ))}
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? 'Sending…' : correcting ? 'Send corrected answers' : 'Submit requirements'}
        </Button>
        {correcting && (
          <Button variant="outline-secondary" disabled={busy} onClick={correcting.onCancel}>
            Keep the answers
          </Button>
        )}
      </div>
    </Form>
  );
}
