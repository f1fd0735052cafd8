import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@market/api-client';
import { LoadingBlock, toast, useErrorText, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import type { ServiceBody } from '@market/contracts';
import { getService, getServiceTranslations, updateService } from '../api/services-api';
import { draftFromService } from '../lib/service-validation';
import { ServiceForm } from './service-form';

const messages: Record<string, MessageDescriptor> = defineMessages({
  failed: { id: 'admin.editService.failed', defaultMessage: 'Failed to update service' },
  updated: { id: 'admin.editService.updated', defaultMessage: 'Service updated successfully!' },
  heading: { id: 'admin.editService.heading', defaultMessage: 'Edit Service' },
  loading: { id: 'admin.editService.loading', defaultMessage: 'Loading service…' },
  notFound: { id: 'admin.editService.notFound', defaultMessage: 'Service not found.' },
  loadFailed: { id: 'admin.editService.loadFailed', defaultMessage: 'Failed to load service' },
  back: { id: 'admin.editService.back', defaultMessage: 'Back to Admin Services' },
  submit: { id: 'admin.editService.submit', defaultMessage: 'Update Service' },
});

/** The stored service and its texts in the other languages: the edit form keeps both. */
async function loadService(id: string) {
  const [service, translations] = await Promise.all([getService(id), getServiceTranslations(id)]);
  return { draft: draftFromService(service), translations };
}

/** /admin/services/edit/:id: the stored service in the add form's fields, under the same rules. */
export function EditServicePage() {
  return <EditService />;
}

function EditService() {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(id, loadService);
  const failed = t(messages.failed);

  async function save(input: ServiceBody) {
    try {
      await updateService(id, input);
    } catch (error) {
      toast.error(failed);
      throw error;
    }
    toast.success(t(messages.updated));
    navigate('/admin/services');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">{t(messages.heading)}</h1>
      {state.status === 'loading' && <LoadingBlock label={t(messages.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          {state.error instanceof ApiError && state.error.status === 404
            ? t(messages.notFound)
            : errorText(state.error, t(messages.loadFailed))}{' '}
          <Link to="/admin/services">{t(messages.back)}</Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        <ServiceForm
          key={id}
          initial={state.data.draft}
          initialTranslations={state.data.translations}
          submitLabel={t(messages.submit)}
          failureText={failed}
          onSubmit={save}
        />
      )}
    </AdminScreen>
  );
}
