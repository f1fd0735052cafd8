import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { AdminScreen } from '@/shared/components/admin-screen';
import { ListStates } from '@/shared/components/list-states';
import { DeleteDialog } from '@/shared/components/delete-dialog';
import { ListHeading } from '@/shared/components/list-heading';
import { CategoryName, CategoryOptions } from '@/shared/components/category-options';
import { commonMessages } from '@/shared/lib/common-messages';
import { untyped } from '@/shared/lib/untyped';
import { Pager } from '@/shared/components/pager';
import { useCategoryPages } from '@/shared/lib/use-category-pages';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import { deleteGallery, listGalleries, PAGE_SIZE, type GalleryItem } from '../api/galleries-api';

const messages = untyped(
  defineMessages({
    deleted: { id: 'admin.galleries.deleted', defaultMessage: 'Gallery item deleted successfully.' },
    deleteFailed: {
      id: 'admin.galleries.deleteFailed',
      defaultMessage: 'Failed to delete the gallery item. Please try again.',
    },
    allCategories: { id: 'admin.galleries.allCategories', defaultMessage: 'All Categories' },
    loading: { id: 'admin.galleries.loading', defaultMessage: 'Loading galleries…' },
    deleteLabel: { id: 'admin.galleries.deleteLabel', defaultMessage: 'Delete {title}' },
    pages: { id: 'admin.galleries.pages', defaultMessage: 'Gallery pages' },
    deleteTitle: { id: 'admin.galleries.deleteTitle', defaultMessage: 'Delete gallery item' },
    deleteQuestion: {
      id: 'admin.galleries.deleteQuestion',
      defaultMessage: 'Are you sure you want to delete this gallery item?',
    },
  }),
);
const removeItem = (item: GalleryItem) => deleteGallery(item._id);

/** The admin galleries list at /admin/galleries: the images by category, each with Delete. */
export function AdminGalleriesPage() {
  const intl = useIntl();
  const { category, page, state, show, removed } = useCategoryPages(listGalleries);
  const deleteTexts = {
    success: intl.formatMessage(messages.deleted),
    failure: intl.formatMessage(messages.deleteFailed),
  };
  const deletion = useConfirmedDelete(removeItem, deleteTexts, (item) => removed(item._id));

  const pages = state.status === 'ready' ? Math.ceil(state.data.total / PAGE_SIZE) : 0;
  return (
    <AdminScreen>
      <ListHeading
        addTo="/admin/add-gallery"
        addLabel={<FormattedMessage id="admin.galleries.addLink" defaultMessage="Add Gallery" />}
      >
        <FormattedMessage id="admin.galleries.title" defaultMessage="Admin Galleries" />
      </ListHeading>
      <Form.Group controlId="galleries-category" className="mb-3 col-12 col-md-6 col-lg-4">
        <Form.Label>
          <FormattedMessage id="admin.galleries.category" defaultMessage="Category" />
        </Form.Label>
        <Form.Select value={category} onChange={(event) => show({ category: event.target.value })}>
          <CategoryOptions emptyLabel={intl.formatMessage(messages.allCategories)} />
        </Form.Select>
      </Form.Group>
      <ListStates
        state={state}
        loadingLabel={intl.formatMessage(messages.loading)}
        failed={
          <FormattedMessage
            id="admin.galleries.loadFailed"
            defaultMessage="Failed to fetch galleries. Please try again later."
          />
        }
        empty={<FormattedMessage id="admin.galleries.empty" defaultMessage="No galleries available." />}
      >
        {(data) => (
          <Row xs={1} sm={2} lg={4} className="g-3 list-unstyled" as="ul">
            {data.items.map((item) => (
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
                      <CategoryName slug={item.category} />
                    </Card.Text>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      className="align-self-start"
                      onClick={() => deletion.ask(item)}
                      aria-label={intl.formatMessage(messages.deleteLabel, { title: item.imageTitle })}
                    >
                      <FormattedMessage {...commonMessages.delete} />
                    </Button>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </ListStates>
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => show({ page: next })}
        label={intl.formatMessage(messages.pages)}
      />
      <DeleteDialog
        deletion={deletion}
        title={intl.formatMessage(messages.deleteTitle)}
        question={intl.formatMessage(messages.deleteQuestion)}
      />
    </AdminScreen>
  );
}
