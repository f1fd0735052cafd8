import { useNavigate } from '@market/router';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { createBlog, type BlogInput } from '../api/blogs-api';
import { EMPTY_BLOG } from '../lib/blog-validation';
import { BlogForm } from './blog-form';

const FAILED = 'Failed to create blog. Please try again.';

/** /admin/add-blog: a new blog post, then back to the list. */
export function AddBlogPage() {
  const navigate = useNavigate();

  async function save(input: BlogInput) {
    try {
      await createBlog(input);
    } catch (error) {
      toast.error(FAILED);
      throw error;
    }
    toast.success('Blog created successfully!');
    navigate('/admin/blogs');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Add Blog</h1>
      <BlogForm initial={EMPTY_BLOG} submitLabel="Create Blog" failureText={FAILED} onSubmit={save} />
    </AdminScreen>
  );
}
