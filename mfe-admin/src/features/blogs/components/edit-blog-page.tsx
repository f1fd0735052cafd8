import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@market/api-client';
import { LoadingBlock, toast, useErrorText, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { getBlog, getBlogTranslations, updateBlog, type BlogInput } from '../api/blogs-api';
import { BlogForm } from './blog-form';

const messages: Record<string, MessageDescriptor> = defineMessages({
  failed: { id: 'admin.editBlog.failed', defaultMessage: 'Failed to update blog. Please try again.' },
  updated: { id: 'admin.editBlog.updated', defaultMessage: 'Blog updated successfully!' },
  heading: { id: 'admin.editBlog.heading', defaultMessage: 'Edit Blog' },
  loading: { id: 'admin.editBlog.loading', defaultMessage: 'Loading blog…' },
  notFound: { id: 'admin.editBlog.notFound', defaultMessage: 'Blog not found.' },
  loadFailed: { id: 'admin.editBlog.loadFailed', defaultMessage: 'Failed to fetch blog details.' },
  back: { id: 'admin.editBlog.back', defaultMessage: 'Back to the blogs' },
  submit: { id: 'admin.editBlog.submit', defaultMessage: 'Update Blog' },
});

/** The stored blog and its texts in the other languages: the edit form keeps both. */
async function loadBlog(id: string) {
  const [blog, translations] = await Promise.all([getBlog(id), getBlogTranslations(id)]);
  return { blog, translations };
}

/** /admin/blogs/edit/:id: the stored blog in the add form's fields. */
export function EditBlogPage() {
  return <EditBlog />;
}

function EditBlog() {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(id, loadBlog);
  const failed = t(messages.failed);

  async function save(input: BlogInput) {
    try {
      await updateBlog(id, input);
    } catch (error) {
      toast.error(failed);
      throw error;
    }
    toast.success(t(messages.updated));
    navigate('/admin/blogs');
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
          <Link to="/admin/blogs">{t(messages.back)}</Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        <BlogForm
          key={id}
          initial={{
            title: state.data.blog.title,
            description: state.data.blog.description,
            images: state.data.blog.images,
          }}
          initialTranslations={state.data.translations}
          submitLabel={t(messages.submit)}
          failureText={failed}
          onSubmit={save}
        />
      )}
    </AdminScreen>
  );
}
