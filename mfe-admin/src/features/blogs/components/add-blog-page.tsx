import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from '@market/router';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { createBlog, type BlogInput } from '../api/blogs-api';
import { EMPTY_BLOG } from '../lib/blog-validation';
import { BlogForm } from './blog-form';

const messages: Record<string, MessageDescriptor> = defineMessages({
  failed: { id: 'admin.addBlog.failed', defaultMessage: 'Failed to create blog. Please try again.' },
  created: { id: 'admin.addBlog.created', defaultMessage: 'Blog created successfully!' },
  heading: { id: 'admin.addBlog.heading', defaultMessage: 'Add Blog' },
  submit: { id: 'admin.addBlog.submit', defaultMessage: 'Create Blog' },
});

/** /admin/add-blog: a new blog post, then back to the list. */
export function AddBlogPage() {
  return <AddBlog />;
}

function AddBlog() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const failed = t(messages.failed);

  async function save(input: BlogInput) {
    try {
      await createBlog(input);
    } catch (error) {
      toast.error(failed);
      throw error;
    }
    toast.success(t(messages.created));
    navigate('/admin/blogs');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">{t(messages.heading)}</h1>
      <BlogForm initial={EMPTY_BLOG} submitLabel={t(messages.submit)} failureText={failed} onSubmit={save} />
    </AdminScreen>
  );
}
