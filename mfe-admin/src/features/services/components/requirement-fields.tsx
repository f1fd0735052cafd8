import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { MAX_REQUIREMENT_QUESTION, MAX_REQUIREMENTS, type RequirementJson } from '@market/contracts';
import { formMessages } from './service-messages';

interface Props {
  requirements: RequirementJson[];
  errors: Record<string, string>;
  onChange: (requirements: RequirementJson[]) => void;
  /** A question removed (its translations go with it). */
  onRemove?: (index: number) => void;
}

/** The questions a buyer answers once an order is paid ("What the seller needs from you"). */
export function RequirementFields({ requirements, errors, onChange, onRemove }: Props) {
  const t = useIntl().formatMessage;
  const set = (index: number, change: Partial<RequirementJson>) =>
    onChange(requirements.map((q, i) => (i === index ? { ...q, ...change } : q)));
  return (
    <fieldset className="mb-3" aria-describedby="service-requirements-help">
      <legend className="h5 mt-2">{t(formMessages.requirements)}</legend>
      <p id="service-requirements-help" className="small text-body-secondary mb-2">
        {t(formMessages.requirementsHelp, { max: MAX_REQUIREMENTS })}
      </p>
      {requirements.map((q, index) => (
        <Row key={index} className="g-2 align-items-end mb-2">
          <Col md={6}>
            <Form.Group controlId={`service-requirement-${index + 1}`}>
              <Form.Label className="small mb-1">{t(formMessages.question, { n: index + 1 })}</Form.Label>
              <Form.Control
                value={q.question}
                maxLength={MAX_REQUIREMENT_QUESTION}
                isInvalid={Boolean(errors[`requirements.${index}`])}
                onChange={(event) => set(index, { question: event.target.value })}
              />
              <Form.Control.Feedback type="invalid">{errors[`requirements.${index}`]}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col xs={6} md={2}>
            <Form.Group controlId={`service-requirement-kind-${index + 1}`}>
              <Form.Label className="small mb-1">{t(formMessages.answer)}</Form.Label>
              <Form.Select
                value={q.kind}
                onChange={(event) => set(index, { kind: event.target.value === 'file' ? 'file' : 'text' })}
              >
                <option value="text">{t(formMessages.answerText)}</option>
                <option value="file">{t(formMessages.answerFile)}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md={2}>
            <Form.Check
              type="checkbox"
              id={`service-requirement-required-${index + 1}`}
              label={t(formMessages.required)}
              checked={q.required}
              onChange={(event) => set(index, { required: event.target.checked })}
            />
          </Col>
          <Col xs="auto">
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => {
                onChange(requirements.filter((_, i) => i !== index));
                onRemove?.(index);
              }}
              aria-label={t(formMessages.removeQuestion, { n: index + 1 })}
            >
              {t(formMessages.remove)}
            </Button>
          </Col>
        </Row>
      ))}
      {errors.requirements && <div className="text-danger small mb-2">{errors.requirements}</div>}
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={requirements.length >= MAX_REQUIREMENTS}
        onClick={() => onChange([...requirements, { question: '', required: true, kind: 'text' }])}
      >
        {t(formMessages.addQuestion)}
      </Button>
    </fieldset>
  );
}
