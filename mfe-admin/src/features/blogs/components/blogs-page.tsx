import { useMemo, useState } from 'react';
import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AdminScreen } from '@/shared/components/admin-screen';
import { truncate } from '@/shared/lib/truncate';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import { deleteBlog, listAllBlogs, type Blog } from '../api/blogs-api';
import { ConfirmDialog, LoadingBlock, useLoad } from '@market/ui';

const ALL = 'all';
const loadBlogs = () => listAllBlogs();
const removeBlog = (blog: Blog) => deleteBlog(blog._id);
const DELETE_TEXTS = {
  success: 'Blog deleted successfully.',
  failure: 'Failed to delete the blog. Please try again.',
};

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
          {blog.title}
        </Card.Title>
        <Card.Text className="small flex-grow-1">{truncate(blog.description)}</Card.Text>
        <div className="d-flex gap-2">
          <Link
            className="btn btn-sm btn-outline-primary"
            to={`/admin/blogs/edit/${blog._id}`}
            aria-label={`Update ${blog.title}`}
          >
            Update
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(blog)}
            aria-label={`Delete ${blog.title}`}
          >
            Delete
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

/** The admin blogs list at /admin/blogs: search by title or text, update and delete. */
export function AdminBlogsPage() {
  const { state, replace } = useLoad(ALL, loadBlogs);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    if (state.status !== 'ready') return [];
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return state.data.items.filter((blog) => matches(blog, words));
  }, [state, search]);

  const deletion = useConfirmedDelete(removeBlog, DELETE_TEXTS, (blog) => {
    if (state.status !== 'ready') return;
    replace({ items: state.data.items.filter((kept) => kept._id !== blog._id), total: state.data.total - 1 });
  });

  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Admin Blogs</h1>
        <Link className="btn btn-primary" to="/admin/add-blog">
          Add Blog
        </Link>
      </div>
      <Form.Group controlId="blogs-search" className="mb-3 col-12 col-md-6" role="search">
        <Form.Label>Search blogs</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder="Title or text"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      {state.status === 'loading' && <LoadingBlock label="Loading blogs…" />}
      {state.status === 'error' && (
        <Alert variant="danger">Failed to fetch blogs. Please try again later.</Alert>
      )}
      {state.status === 'ready' && shown.length === 0 && (
        <Alert variant="light" className="border">
          {state.data.items.length === 0 ? 'No blogs available.' : 'No blogs match your search.'}
        </Alert>
      )}
      {state.status === 'ready' && shown.length > 0 && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {search.trim() ? `${shown.length} of ${state.data.items.length}` : shown.length}{' '}
            {state.data.items.length === 1 ? 'blog' : 'blogs'}
            {state.data.total > state.data.items.length &&
              ` (the newest ${state.data.items.length} of ${state.data.total})`}
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
      <ConfirmDialog
        show={deletion.pending !== null}
        title="Delete blog"
        message="Are you sure you want to delete this blog?"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </AdminScreen>
  );
}
