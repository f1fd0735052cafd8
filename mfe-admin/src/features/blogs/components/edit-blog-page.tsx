import { Link, useNavigate, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import { ApiError, messageOf } from '@market/api-client';
import { LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { getBlog, updateBlog, type BlogInput } from '../api/blogs-api';
import { BlogForm } from './blog-form';

const FAILED = 'Failed to update blog. Please try again.';

/** /admin/blogs/edit/:id: the stored blog in the add form's fields. */
export function EditBlogPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(id, getBlog);

  async function save(input: BlogInput) {
    try {
      await updateBlog(id, input);
    } catch (error) {
      toast.error(FAILED);
      throw error;
    }
    toast.success('Blog updated successfully!');
    navigate('/admin/blogs');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Edit Blog</h1>
      {state.status === 'loading' && <LoadingBlock label="Loading blog…" />}
      {state.status === 'error' && (
        <Alert variant="danger">
          {state.error instanceof ApiError && state.error.status === 404
            ? 'Blog not found.'
            : messageOf(state.error, 'Failed to fetch blog details.')}{' '}
          <Link to="/admin/blogs">Back to the blogs</Link>
        </Alert>
      )}
      {state.status === 'ready' && (
        <BlogForm
          key={id}
          initial={{
            title: state.data.title,
            description: state.data.description,
            images: state.data.images,
          }}
          submitLabel="Update Blog"
          failureText={FAILED}
          onSubmit={save}
        />
      )}
    </AdminScreen>
  );
}
