import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { CATEGORY_NAMES, CATEGORY_SLUGS, isCategory } from '@market/contracts';
import { toast } from '@market/ui';
import { AdminScreen } from '@/components/admin-screen';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingBlock } from '@/components/loading-block';
import { Pager } from '@/components/pager';
import { useLoad } from '@/components/use-load';
import { deleteGallery, listGalleries, PAGE_SIZE, type GalleryItem } from '../api/galleries-api';

const loadPage = (query: string) => {
  const params = new URLSearchParams(query);
  return listGalleries(params.get('category') ?? '', Number(params.get('page') ?? '1'));
};

/** The admin galleries list at /admin/galleries: the images by category, each with Delete. */
export function AdminGalleriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawCategory = searchParams.get('category') ?? '';
  const category = isCategory(rawCategory) ? rawCategory : '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { state, replace, reload } = useLoad(
    new URLSearchParams({ category, page: String(page) }).toString(),
    loadPage,
  );
  const [toDelete, setToDelete] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  function show(next: { category?: string; page?: number }) {
    const params = new URLSearchParams();
    const nextCategory = next.category ?? category;
    if (nextCategory) params.set('category', nextCategory);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace: true });
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteGallery(toDelete._id);
      toast.success('Gallery item deleted successfully.');
      if (state.status === 'ready') {
        const items = state.data.items.filter((item) => item._id !== toDelete._id);
        if (items.length === 0 && page > 1) show({ page: page - 1 });
        else if (items.length === 0 && state.data.total > 1) reload();
        else replace({ items, total: state.data.total - 1 });
      }
    } catch {
      toast.error('Failed to delete the gallery item. Please try again.');
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  const pages = state.status === 'ready' ? Math.ceil(state.data.total / PAGE_SIZE) : 0;
  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Admin Galleries</h1>
        <Link className="btn btn-primary" to="/admin/add-gallery">
          Add Gallery
        </Link>
      </div>
      <Form.Group controlId="galleries-category" className="mb-3 col-12 col-md-6 col-lg-4">
        <Form.Label>Category</Form.Label>
        <Form.Select value={category} onChange={(event) => show({ category: event.target.value })}>
          <option value="">All Categories</option>
          {CATEGORY_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {CATEGORY_NAMES[slug]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {state.status === 'loading' && <LoadingBlock label="Loading galleries…" />}
      {state.status === 'error' && (
        <Alert variant="danger">Failed to fetch galleries. Please try again later.</Alert>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Alert variant="light" className="border">
          No galleries available.
        </Alert>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <Row xs={1} sm={2} lg={4} className="g-3 list-unstyled" as="ul">
          {state.data.items.map((item) => (
            <Col as="li" key={item._id}>
              <Card className="h-100" data-gallery-id={item._id}>
                <Card.Img
                  variant="top"
                  src={item.imageUrl}
                  alt={item.imageTitle}
                  className="object-fit-cover"
                  height={160}
                />
                <Card.Body className="d-flex flex-column">
                  <Card.Title as="h2" className="h6">
                    {item.imageTitle}
                  </Card.Title>
                  <Card.Text className="small text-body-secondary flex-grow-1">
                    {isCategory(item.category) ? CATEGORY_NAMES[item.category] : item.category}
                  </Card.Text>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="align-self-start"
                    onClick={() => setToDelete(item)}
                    aria-label={`Delete ${item.imageTitle}`}
                  >
                    Delete
                  </Button>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Pager page={page} pages={pages} onPage={(next) => show({ page: next })} label="Gallery pages" />
      <ConfirmDialog
        show={toDelete !== null}
        title="Delete gallery item"
        message="Are you sure you want to delete this gallery item?"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminScreen>
  );
}
