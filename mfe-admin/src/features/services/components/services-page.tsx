import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { CATEGORY_NAMES, isCategory, subcategoryName } from '@market/contracts';
import { AdminScreen } from '@/shared/components/admin-screen';
import { CategoryOptions } from '@/shared/components/category-options';
import { ConfirmDialog, LoadingBlock } from '@market/ui';
import { Pager } from '@/shared/components/pager';
import { truncate } from '@/shared/lib/truncate';
import { useCategoryPages } from '@/shared/lib/use-category-pages';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import type { ServiceJson as Service } from '@market/contracts';
import { deleteService, listServices, PAGE_SIZE, type ServicePage } from '../api/services-api';

const categoryName = (slug: string) => (isCategory(slug) ? CATEGORY_NAMES[slug] : slug);
const subcategoryText = (slug: string | null | undefined) => (slug ? subcategoryName(slug) : 'N/A');

function Actions({ service, onDelete }: { service: Service; onDelete: (service: Service) => void }) {
  return (
    <div className="d-flex gap-2">
      <Link
        className="btn btn-sm btn-outline-primary"
        to={`/admin/services/edit/${service._id}`}
        aria-label={`Update ${service.title}`}
      >
        Update
      </Link>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => onDelete(service)}
        aria-label={`Delete ${service.title}`}
      >
        Delete
      </Button>
    </div>
  );
}

interface ListProps {
  services: Service[];
  first: number;
  onDelete: (service: Service) => void;
}

function ServicesTable({ services, first, onDelete }: ListProps) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Title</th>
          <th scope="col">Description</th>
          <th scope="col">Category</th>
          <th scope="col">Subcategory</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service, index) => (
          <tr key={service._id} data-service-id={service._id}>
            <td>{first + index}</td>
            <td className="fw-semibold">{service.title}</td>
            <td className="small">{truncate(service.desc)}</td>
            <td>{categoryName(service.category)}</td>
            <td>{subcategoryText(service.subCategory)}</td>
            <td>
              <Actions service={service} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ServiceCards({ services, first, onDelete }: ListProps) {
  return (
    <ol className="list-unstyled d-grid gap-3">
      {services.map((service, index) => (
        <li key={service._id}>
          <Card data-service-id={service._id}>
            <Card.Body>
              <Card.Title as="h2" className="h6">
                <span className="text-body-secondary">{first + index}.</span> {service.title}
              </Card.Title>
              <p className="small mb-2">{truncate(service.desc)}</p>
              <dl className="row small mb-2">
                <dt className="col-5">Category</dt>
                <dd className="col-7">{categoryName(service.category)}</dd>
                <dt className="col-5">Subcategory</dt>
                <dd className="col-7">{subcategoryText(service.subCategory)}</dd>
              </dl>
              <Actions service={service} onDelete={onDelete} />
            </Card.Body>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function Listing({
  data,
  page,
  onDelete,
}: {
  data: ServicePage;
  page: number;
  onDelete: (s: Service) => void;
}) {
  if (data.items.length === 0) {
    return (
      <Alert variant="light" className="border">
        No services available.
      </Alert>
    );
  }
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <p className="small text-body-secondary" aria-live="polite">
        {data.total} {data.total === 1 ? 'service' : 'services'}
      </p>
      <div className="d-none d-lg-block">
        <ServicesTable services={data.items} first={first} onDelete={onDelete} />
      </div>
      <div className="d-lg-none">
        <ServiceCards services={data.items} first={first} onDelete={onDelete} />
      </div>
    </>
  );
}

const DELETE_TEXTS = {
  success: 'Service deleted successfully.',
  failure: 'Failed to delete the service. Please try again.',
};
const removeService = (service: Service) => deleteService(service._id);

/** Admin Services at /admin/services: every service, filtered by category (kept in the URL), paged. */
export function AdminServicesPage() {
  const { category, page, state, show, removed } = useCategoryPages(listServices);
  const deletion = useConfirmedDelete(removeService, DELETE_TEXTS, (service) => removed(service._id));

  const pages = state.status === 'ready' ? Math.ceil(state.data.total / PAGE_SIZE) : 0;
  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Admin Services</h1>
        <Link className="btn btn-primary" to="/admin/add-service">
          Add Service
        </Link>
      </div>
      <Form.Group controlId="services-category" className="mb-3 col-12 col-md-6 col-lg-4">
        <Form.Label>Category</Form.Label>
        <Form.Select value={category} onChange={(event) => show({ category: event.target.value })}>
          <CategoryOptions emptyLabel="All Categories" />
        </Form.Select>
      </Form.Group>
      {state.status === 'loading' && <LoadingBlock label="Loading services…" />}
      {state.status === 'error' && (
        <Alert variant="danger">Failed to fetch services. Please try again later.</Alert>
      )}
      {state.status === 'ready' && <Listing data={state.data} page={page} onDelete={deletion.ask} />}
      <Pager page={page} pages={pages} onPage={(next) => show({ page: next })} label="Service pages" />
      <ConfirmDialog
        show={deletion.pending !== null}
        title="Delete service"
        message="Are you sure you want to delete this service?"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </AdminScreen>
  );
}
