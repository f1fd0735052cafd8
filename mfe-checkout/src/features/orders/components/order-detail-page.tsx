import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { formatDollars } from '@market/contracts';
import { toast } from '@market/ui';
import { getMyOrder, useLoad } from '../api/orders-api';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

const loadOrder = (id: string) => getMyOrder(id);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">{children}</dl>
      </Card.Body>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-7 text-break">{children}</dd>
    </>
  );
}

/** Order detail (/orders/:id): read-only details of one of the buyer's orders and its invoice. */
export function OrderDetailPage() {
  const { id } = useParams();
  const { state } = useLoad(id, loadOrder);
  const [downloading, setDownloading] = useState(false);

  if (state.status === 'loading') {
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      </Container>
    );
  }
  if (state.status === 'error') {
    return (
      <Container className="py-4">
        <Alert variant="danger">Failed to load order details.</Alert>
        <Link to="/orders">Back to My Orders</Link>
      </Container>
    );
  }
  const order = state.data;

  async function onDownload() {
    setDownloading(true);
    try {
      const { downloadInvoice } = await import(/* webpackChunkName: "invoice" */ '@/invoice/invoice-pdf');
      await downloadInvoice(order);
    } catch {
      toast.error('Failed to generate the invoice.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">Order Details</h1>
        <Button onClick={onDownload} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download Invoice'}
        </Button>
      </div>
      <Row xs={1} lg={2} className="g-3">
        <Col>
          <Section title="Customer Details">
            <Field label="Name">{order.user.name}</Field>
            <Field label="Email">{order.user.email}</Field>
            <Field label="Phone">{order.user.phone || '-'}</Field>
          </Section>
        </Col>
        <Col>
          <Section title="Service Details">
            <Field label="Name">{order.service.name}</Field>
            <Field label="Type">
              <span className="text-capitalize">{order.service.type}</span>
            </Field>
            <Field label="Price">{formatDollars(order.service.price)}</Field>
          </Section>
        </Col>
        <Col>
          <Section title="Payment Information">
            <Field label="Method">
              <span className="text-capitalize">{order.payment.method}</span>
            </Field>
            <Field label="Transaction ID">{order.payment.transactionId || '-'}</Field>
            <Field label="Status">
              <PaymentStatusBadge status={String(order.payment.status)} />
            </Field>
          </Section>
        </Col>
        <Col>
          <Section title="Order Status">
            <Field label="Status">
              <OrderStatusBadge status={String(order.order_status)} />
            </Field>
            <Field label="Cancel request">{order.cancel_request ? 'Cancel requested' : 'None'}</Field>
            <Field label="Order ID">{order._id}</Field>
          </Section>
        </Col>
      </Row>
      <Link to="/orders" className="d-inline-block mt-4">
        Back to My Orders
      </Link>
    </Container>
  );
}
