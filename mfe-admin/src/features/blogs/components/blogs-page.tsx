import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { AdminScreen } from '@/shared/components/admin-screen';
import { DeleteDialog } from '@/shared/components/delete-dialog';
import { ListHeading } from '@/shared/components/list-heading';
import { MissingTranslationsBadge, RowActions } from '@/shared/components/list-row';
import { truncate } from '@/shared/lib/truncate';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import { deleteBlog, listAllBlogs, type Blog } from '../api/blogs-api';
import { LoadingBlock, useLoad } from '@market/ui';

const messages: Record<string, MessageDescriptor> = defineMessages({
  heading: { id: 'admin.blogs.heading', defaultMessage: 'Admin Blogs' },
  add: { id: 'admin.blogs.add', defaultMessage: 'Add Blog' },
  search: { id: 'admin.blogs.search', defaultMessage: 'Search blogs' },
  searchPlaceholder: { id: 'admin.blogs.searchPlaceholder', defaultMessage: 'Title or text' },
  loading: { id: 'admin.blogs.loading', defaultMessage: 'Loading blogs…' },
  failed: { id: 'admin.blogs.failed', defaultMessage: 'Failed to fetch blogs. Please try again later.' },
  empty: { id: 'admin.blogs.empty', defaultMessage: 'No blogs available.' },
  noMatch: { id: 'admin.blogs.noMatch', defaultMessage: 'No blogs match your search.' },
  count: { id: 'admin.blogs.count', defaultMessage: '{count, plural, one {# blog} other {# blogs}}' },
  countOf: {
    id: 'admin.blogs.countOf',
    defaultMessage: '{shown} of {count, plural, one {# blog} other {# blogs}}',
  },
  newest: { id: 'admin.blogs.newest', defaultMessage: '(the newest {count} of {total})' },
  deleteTitle: { id: 'admin.blogs.deleteTitle', defaultMessage: 'Delete blog' },
  deleteQuestion: {
    id: 'admin.blogs.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this blog?',
  },
  deleted: { id: 'admin.blogs.deleted', defaultMessage: 'Blog deleted successfully.' },
  deleteFailed: {
    id: 'admin.blogs.deleteFailed',
    defaultMessage: 'Failed to delete the blog. Please try again.',
  },
});

const ALL = 'all';
const loadBlogs = () => listAllBlogs();
const removeBlog = (blog: Blog) => deleteBlog(blog._id);

function matches(blog: Blog, words: string[]): boolean {
  const text = `${blog.title} ${blog.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function BlogCard({ blog, onDelete }: { blog: Blog; onDelete: (blog: Blog) => void }) {
  return (
    <Card className="h-100" data-blog-id={blog._id}>
      {blog.images[0] && (
        <Card.Img variant="top" src={blog.images[0]} alt="" className="object-fit-cover" height={160} />
      )}
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h6">
          {blog.title} <MissingTranslationsBadge count={blog.missingTranslations} />
        </Card.Title>
        <Card.Text className="small flex-grow-1">{truncate(blog.description)}</Card.Text>
        <RowActions
          title={blog.title}
          editTo={`/admin/blogs/edit/${blog._id}`}
          onDelete={() => onDelete(blog)}
        />
      </Card.Body>
    </Card>
  );
}

/** The admin blogs list at /admin/blogs: search by title or text, update and delete. */
export function AdminBlogsPage() {
  return <BlogsPage />;
}

function BlogsPage() {
  const t = useIntl().formatMessage;
  const { state, replace } = useLoad(ALL, loadBlogs);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    if (state.status !== 'ready') return [];
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return state.data.items.filter((blog) => matches(blog, words));
  }, [state, search]);

  const deletion = useConfirmedDelete(
    removeBlog,
    { success: t(messages.deleted), failure: t(messages.deleteFailed) },
    (blog) => {
      if (state.status !== 'ready') return;
      replace({
        items: state.data.items.filter((kept) => kept._id !== blog._id),
        total: state.data.total - 1,
      });
    },
  );

  return (
    <AdminScreen>
      <ListHeading addTo="/admin/add-blog" addLabel={t(messages.add)}>
        {t(messages.heading)}
      </ListHeading>
      <Form.Group controlId="blogs-search" className="mb-3 col-12 col-md-6" role="search">
        <Form.Label>{t(messages.search)}</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder={t(messages.searchPlaceholder)}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      {state.status === 'loading' && <LoadingBlock label={t(messages.loading)} />}
      {state.status === 'error' && <Alert variant="danger">{t(messages.failed)}</Alert>}
      {state.status === 'ready' && shown.length === 0 && (
        <Alert variant="light" className="border">
          {state.data.items.length === 0 ? t(messages.empty) : t(messages.noMatch)}
        </Alert>
      )}
      {state.status === 'ready' && shown.length > 0 && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {search.trim()
              ? t(messages.countOf, { shown: shown.length, count: state.data.items.length })
              : t(messages.count, { count: state.data.items.length })}
            {state.data.total > state.data.items.length &&
              ` ${t(messages.newest, { count: state.data.items.length, total: state.data.total })}`}
          </p>
          <Row xs={1} md={2} lg={3} className="g-3 list-unstyled" as="ul">
            {shown.map((blog) => (
              <Col as="li" key={blog._id}>
                <BlogCard blog={blog} onDelete={deletion.ask} />
              </Col>
            ))}
          </Row>
        </>
      )}
      <DeleteDialog
        deletion={deletion}
        title={t(messages.deleteTitle)}
        question={t(messages.deleteQuestion)}
      />
    </AdminScreen>
  );
}
