import { defineMessages } from 'react-intl';
import { EditScreen, type EditFormProps, type EditScreenMessages } from '@/shared/components/edit-screen';
import type { ServiceBody } from '@market/contracts';
import { getService, getServiceTranslations, updateService } from '../api/services-api';
import { draftFromService } from '../lib/service-validation';
import { ServiceForm } from './service-form';

const messages: EditScreenMessages = defineMessages({
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
  return (
    <EditScreen
      load={loadService}
      save={updateService}
      listPath="/admin/services"
      messages={messages}
      renderForm={({
        loaded,
        ...form
      }: EditFormProps<Awaited<ReturnType<typeof loadService>>, ServiceBody>) => (
        <ServiceForm initial={loaded.draft} initialTranslations={loaded.translations} {...form} />
      )}
    />
  );
}
