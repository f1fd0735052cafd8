import { useState } from 'react';
import { useNavigate } from '@market/router';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import type { ServiceBody } from '@market/contracts';
import { createService } from '../api/services-api';
import { emptyServiceDraft } from '../lib/service-validation';
import { ServiceForm } from './service-form';

const FAILED = 'Failed to create service. Please try again.';

/** /admin/add-service: a new service, then back to the list. */
export function AddServicePage() {
  const navigate = useNavigate();
  const [initial] = useState(emptyServiceDraft);

  async function save(input: ServiceBody) {
    try {
      await createService(input);
    } catch (error) {
      toast.error(FAILED);
      throw error;
    }
    toast.success('Service created successfully!');
    navigate('/admin/services');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Add Service</h1>
      <ServiceForm initial={initial} submitLabel="Create Service" failureText={FAILED} onSubmit={save} />
    </AdminScreen>
  );
}
