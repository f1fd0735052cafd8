import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from '@market/router';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import type { ServiceBody } from '@market/contracts';
import { createService } from '../api/services-api';
import { emptyServiceDraft } from '../lib/service-validation';
import { ServiceForm } from './service-form';

const messages: Record<string, MessageDescriptor> = defineMessages({
  failed: { id: 'admin.addService.failed', defaultMessage: 'Failed to create service. Please try again.' },
  created: { id: 'admin.addService.created', defaultMessage: 'Service created successfully!' },
  heading: { id: 'admin.addService.heading', defaultMessage: 'Add Service' },
  submit: { id: 'admin.addService.submit', defaultMessage: 'Create Service' },
});

/** /admin/add-service: a new service, then back to the list. */
export function AddServicePage() {
  return <AddService />;
}

function AddService() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [initial] = useState(emptyServiceDraft);
  const failed = t(messages.failed);

  async function save(input: ServiceBody) {
    try {
      await createService(input);
    } catch (error) {
      toast.error(failed);
      throw error;
    }
    toast.success(t(messages.created));
    navigate('/admin/services');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">{t(messages.heading)}</h1>
      <ServiceForm initial={initial} submitLabel={t(messages.submit)} failureText={failed} onSubmit={save} />
    </AdminScreen>
  );
}
