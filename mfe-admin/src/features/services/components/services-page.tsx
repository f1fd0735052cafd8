import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { AdminScreen } from '@/shared/components/admin-screen';
import { DeleteDialog } from '@/shared/components/delete-dialog';
import { ListHeading } from '@/shared/components/list-heading';
import { MissingTranslationsBadge, RowActions } from '@/shared/components/list-row';
import { CategoryOptions } from '@/shared/components/category-options';
import { LoadingBlock, useCategoryName, useSubcategoryName } from '@market/ui';
import { Pager } from '@/shared/components/pager';
import { truncate } from '@/shared/lib/truncate';
import { useCategoryPages } from '@/shared/lib/use-category-pages';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import type { ServiceJson as Service } from '@market/contracts';
import {
  deleteService,
  getMissingTranslations,
  listServices,
  PAGE_SIZE,
  type ServicePage,
} from '../api/services-api';

const messages: Record<string, MessageDescriptor> = defineMessages({
  heading: { id: 'admin.services.heading', defaultMessage: 'Admin Services' },
  add: { id: 'admin.services.add', defaultMessage: 'Add Service' },
  category: { id: 'admin.services.category', defaultMessage: 'Category' },
  allCategories: { id: 'admin.services.allCategories', defaultMessage: 'All Categories' },
  loading: { id: 'admin.services.loading', defaultMessage: 'Loading services…' },
  failed: {
    id: 'admin.services.failed',
    defaultMessage: 'Failed to fetch services. Please try again later.',
  },
  empty: { id: 'admin.services.empty', defaultMessage: 'No services available.' },
  count: {
    id: 'admin.services.count',
    defaultMessage: '{count, plural, one {# service} other {# services}}',
  },
  colTitle: { id: 'admin.services.colTitle', defaultMessage: 'Title' },
  colDescription: { id: 'admin.services.colDescription', defaultMessage: 'Description' },
  colSubcategory: { id: 'admin.services.colSubcategory', defaultMessage: 'Subcategory' },
  colTranslations: { id: 'admin.services.colTranslations', defaultMessage: 'Translations' },
  colActions: { id: 'admin.services.colActions', defaultMessage: 'Actions' },
  none: { id: 'admin.services.none', defaultMessage: 'N/A' },
  pages: { id: 'admin.services.pages', defaultMessage: 'Service pages' },
  deleteTitle: { id: 'admin.services.deleteTitle', defaultMessage: 'Delete service' },
  deleteQuestion: {
    id: 'admin.services.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this service?',
  },
  deleted: { id: 'admin.services.deleted', defaultMessage: 'Service deleted successfully.' },
  deleteFailed: {
    id: 'admin.services.deleteFailed',
    defaultMessage: 'Failed to delete the service. Please try again.',
  },
});

/**
 * Per service of the page, how many of the other languages lack a full translation (the API
 * counts). None while loading or when the count cannot be read: the list still works without it.
 */
function useMissingTranslations(services: Service[]): Record<string, number> {
  const ids = services.map((service) => service._id).join(',');
  const [missing, setMissing] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!ids) return;
    let active = true;
    getMissingTranslations(ids.split(','))
      .then((counts) => active && setMissing(counts))
      .catch(() => active && setMissing({}));
    return () => {
      active = false;
    };
  }, [ids]);
  return missing;
}

interface ListProps {
  services: Service[];
  first: number;
  missing: Record<string, number>;
  onDelete: (service: Service) => void;
}

function ServicesTable({ services, first, missing, onDelete }: ListProps) {
  const t = useIntl().formatMessage;
  const categoryName = useCategoryName();
  const subcategoryName = useSubcategoryName();
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t(messages.colTitle)}</th>
          <th scope="col">{t(messages.colDescription)}</th>
          <th scope="col">{t(messages.category)}</th>
          <th scope="col">{t(messages.colSubcategory)}</th>
          <th scope="col">{t(messages.colTranslations)}</th>
          <th scope="col">{t(messages.colActions)}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service, index) => (
          <tr key={service._id} data-service-id={service._id}>
            <td>{first + index}</td>
            <td className="fw-semibold">{service.title}</td>
            <td className="small">{truncate(service.desc)}</td>
            <td>{categoryName(service.category)}</td>
            <td>{service.subCategory ? subcategoryName(service.subCategory) : t(messages.none)}</td>
            <td>
              <MissingTranslationsBadge count={missing[service._id]} />
            </td>
            <td>
              <RowActions
                title={service.title}
                editTo={`/admin/services/edit/${service._id}`}
                onDelete={() => onDelete(service)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ServiceCards({ services, first, missing, onDelete }: ListProps) {
  const t = useIntl().formatMessage;
  const categoryName = useCategoryName();
  const subcategoryName = useSubcategoryName();
  return (
    <ol className="list-unstyled d-grid gap-3">
      {services.map((service, index) => (
        <li key={service._id}>
          <Card data-service-id={service._id}>
            <Card.Body>
              <Card.Title as="h2" className="h6">
                <span className="text-body-secondary">{first + index}.</span> {service.title}{' '}
                <MissingTranslationsBadge count={missing[service._id]} />
              </Card.Title>
              <p className="small mb-2">{truncate(service.desc)}</p>
              <dl className="row small mb-2">
                <dt className="col-5">{t(messages.category)}</dt>
                <dd className="col-7">{categoryName(service.category)}</dd>
                <dt className="col-5">{t(messages.colSubcategory)}</dt>
                <dd className="col-7">
                  {service.subCategory ? subcategoryName(service.subCategory) : t(messages.none)}
                </dd>
              </dl>
              <RowActions
                title={service.title}
                editTo={`/admin/services/edit/${service._id}`}
                onDelete={() => onDelete(service)}
              />
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
  const t = useIntl().formatMessage;
  const missing = useMissingTranslations(data.items);
  if (data.items.length === 0) {
    return (
      <Alert variant="light" className="border">
        {t(messages.empty)}
      </Alert>
    );
  }
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <p className="small text-body-secondary" aria-live="polite">
        {t(messages.count, { count: data.total })}
      </p>
      <div className="d-none d-lg-block">
        <ServicesTable services={data.items} first={first} missing={missing} onDelete={onDelete} />
      </div>
      <div className="d-lg-none">
        <ServiceCards services={data.items} first={first} missing={missing} onDelete={onDelete} />
      </div>
    </>
  );
}

const removeService = (service: Service) => deleteService(service._id);

/** Admin Services at /admin/services: every service, filtered by category (kept in the URL), paged. */
export function AdminServicesPage() {
  return <ServicesPage />;
}

function ServicesPage() {
  const t = useIntl().formatMessage;
  const { category, page, state, show, removed } = useCategoryPages(listServices);
  const deletion = useConfirmedDelete(
    removeService,
    { success: t(messages.deleted), failure: t(messages.deleteFailed) },
    (service) => removed(service._id),
  );

  const pages = state.status === 'ready' ? Math.ceil(state.data.total / PAGE_SIZE) : 0;
  return (
    <AdminScreen>
      <ListHeading addTo="/admin/add-service" addLabel={t(messages.add)}>
        {t(messages.heading)}
      </ListHeading>
      <Form.Group controlId="services-category" className="mb-3 col-12 col-md-6 col-lg-4">
        <Form.Label>{t(messages.category)}</Form.Label>
        <Form.Select value={category} onChange={(event) => show({ category: event.target.value })}>
          <CategoryOptions emptyLabel={t(messages.allCategories)} />
        </Form.Select>
      </Form.Group>
      {state.status === 'loading' && <LoadingBlock label={t(messages.loading)} />}
      {state.status === 'error' && <Alert variant="danger">{t(messages.failed)}</Alert>}
      {state.status === 'ready' && <Listing data={state.data} page={page} onDelete={deletion.ask} />}
      <Pager page={page} pages={pages} onPage={(next) => show({ page: next })} label={t(messages.pages)} />
      <DeleteDialog
        deletion={deletion}
        title={t(messages.deleteTitle)}
        question={t(messages.deleteQuestion)}
      />
    </AdminScreen>
  );
}
