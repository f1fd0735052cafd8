import { Fragment, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@market/api-client';
import { LoadingBlock, toast, useErrorText, useLoad } from '@market/ui';
import { AdminScreen } from './admin-screen';

/** The texts of an edit screen, each a message of its own feature's catalog. */
export type EditScreenMessages = Record<
  'failed' | 'updated' | 'heading' | 'loading' | 'notFound' | 'loadFailed' | 'back' | 'submit',
  MessageDescriptor
>;

/** What the screen hands its form: the loaded record, the labels and the save. */
export interface EditFormProps<Loaded, Input> {
  loaded: Loaded;
  submitLabel: string;
  failureText: string;
  onSubmit: (input: Input) => Promise<void>;
}

/**
 * An admin edit screen (/admin/<list>/edit/:id): loads the record named by the route, shows the
 * form with it, saves, and goes back to the list; a missing record or a failed load says so with
 * a way back.
 */
export function EditScreen<Loaded, Input>({
  load,
  save,
  listPath,
  messages,
  renderForm,
}: {
  load: (id: string) => Promise<Loaded>;
  save: (id: string, input: Input) => Promise<unknown>;
  listPath: string;
  messages: EditScreenMessages;
  renderForm: (props: EditFormProps<Loaded, Input>) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(id, load);
  const failed = t(messages.failed);

  async function onSubmit(input: Input) {
    try {
      await save(id, input);
    } catch (error) {
      toast.error(failed);
      throw error;
    }
    toast.success(t(messages.updated));
    navigate(listPath);
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
          <Link to={listPath}>{t(messages.back)}</Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        // Keyed by the record: another one opened from here starts a fresh form.
        <Fragment key={id}>
          {renderForm({ loaded: state.data, submitLabel: t(messages.submit), failureText: failed, onSubmit })}
        </Fragment>
      )}
    </AdminScreen>
  );
}
