import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { MAX_REQUIREMENT_QUESTION, MAX_REQUIREMENTS, type RequirementJson } from '@market/contracts';

interface Props {
  requirements: RequirementJson[];
  errors: Record<string, string>;
  onChange: (requirements: RequirementJson[]) => void;
}

/** The questions a buyer answers once an order is paid ("What the seller needs from you"). */
export function RequirementFields({ requirements, errors, onChange }: Props) {
  const set = (index: number, change: Partial<RequirementJson>) =>
    onChange(requirements.map((q, i) => (i === index ? { ...q, ...change } : q)));
  return (
    <fieldset className="mb-3" aria-describedby="service-requirements-help">
      <legend className="h5 mt-2">Requirements</legend>
      <p id="service-requirements-help" className="small text-body-secondary mb-2">
        Optional: up to {MAX_REQUIREMENTS} questions the buyer answers before the work starts.
      </p>
      {requirements.map((q, index) => (
        <Row key={index} className="g-2 align-items-end mb-2">
          <Col md={6}>
            <Form.Group controlId={`service-requirement-${index + 1}`}>
              <Form.Label className="small mb-1">Question {index + 1}</Form.Label>
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
              <Form.Label className="small mb-1">Answer</Form.Label>
              <Form.Select
                value={q.kind}
                onChange={(event) => set(index, { kind: event.target.value === 'file' ? 'file' : 'text' })}
              >
                <option value="text">Text</option>
                <option value="file">File</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md={2}>
            <Form.Check
              type="checkbox"
              id={`service-requirement-required-${index + 1}`}
              label="Required"
              checked={q.required}
              onChange={(event) => set(index, { required: event.target.checked })}
            />
          </Col>
          <Col xs="auto">
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => onChange(requirements.filter((_, i) => i !== index))}
              aria-label={`Remove question ${index + 1}`}
            >
              Remove
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
        Add a question
      </Button>
    </fieldset>
  );
}
