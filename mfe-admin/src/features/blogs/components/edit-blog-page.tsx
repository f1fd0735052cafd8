import { defineMessages } from 'react-intl';
import { EditScreen, type EditFormProps, type EditScreenMessages } from '@/shared/components/edit-screen';
import { getBlog, getBlogTranslations, updateBlog, type BlogInput } from '../api/blogs-api';
import { BlogForm } from './blog-form';

const messages: EditScreenMessages = defineMessages({
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
  return (
    <EditScreen
      load={loadBlog}
      save={updateBlog}
      listPath="/admin/blogs"
      messages={messages}
      renderForm={({ loaded, ...form }: EditFormProps<Awaited<ReturnType<typeof loadBlog>>, BlogInput>) => (
        <BlogForm
          initial={{
            title: loaded.blog.title,
            description: loaded.blog.description,
            images: loaded.blog.images,
          }}
          initialTranslations={loaded.translations}
          {...form}
        />
      )}
    />
  );
}
