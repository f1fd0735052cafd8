import { useCallback } from 'react';
import { Link, useNavigate, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import { ApiError, messageOf } from '@market/api-client';
import { LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import type { ServiceBody } from '@market/contracts';
import { getService, updateService } from '../api/services-api';
import { draftFromService } from '../lib/service-validation';
import { ServiceForm } from './service-form';

const FAILED = 'Failed to update service';

/** /admin/services/edit/:id: the stored service in the add form's fields, under the same rules. */
export function EditServicePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const load = useCallback((key: string) => getService(key).then(draftFromService), []);
  const { state } = useLoad(id, load);

  async function save(input: ServiceBody) {
    try {
      await updateService(id, input);
    } catch (error) {
      toast.error(FAILED);
      throw error;
    }
    toast.success('Service updated successfully!');
    navigate('/admin/services');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Edit Service</h1>
      {state.status === 'loading' && <LoadingBlock label="Loading service…" />}
      {state.status === 'error' && (
        <Alert variant="danger">
          {state.error instanceof ApiError && state.error.status === 404
            ? 'Service not found.'
            : messageOf(state.error, 'Failed to load service')}{' '}
          <Link to="/admin/services">Back to Admin Services</Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        <ServiceForm
          key={id}
          initial={state.data}
          submitLabel="Update Service"
          failureText={FAILED}
          onSubmit={save}
        />
      )}
    </AdminScreen>
  );
}
