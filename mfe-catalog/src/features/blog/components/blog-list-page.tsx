import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import { ResponsiveImage, useContentLocale, useLoad, usePageMeta } from '@market/ui';
import { blogPreview, listBlogs } from '../api/blog-api';

const clamp3 = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

const messages: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'catalog.blogList.title', defaultMessage: 'Our Blogs' },
  description: {
    id: 'catalog.blogList.description',
    defaultMessage: 'Voices Behind the Screen: stories, tips and news from our freelancers and buyers.',
  },
  hero: { id: 'catalog.blogList.hero', defaultMessage: 'Voices Behind the Screen' },
  failed: { id: 'catalog.blogList.failed', defaultMessage: 'Failed to fetch blogs. Please try again later.' },
  loading: { id: 'catalog.blogList.loading', defaultMessage: 'Loading…' },
  empty: { id: 'catalog.blogList.empty', defaultMessage: 'No blogs available.' },
});

export function BlogListPage() {
  const intl = useIntl();
  // The key is the language asked for: a switch loads the posts in the new one.
  const { state } = useLoad(useContentLocale(), listBlogs);
  usePageMeta(intl.formatMessage(messages.title), intl.formatMessage(messages.description), {
    canonicalPath: '/blog',
    image: state.status === 'ready' ? state.data[0]?.images[0] : undefined,
  });
  return (
    <>
      <section
        className="d-flex align-items-center text-white"
        style={{ height: 300, background: 'linear-gradient(135deg, #264653, #e76f51)' }}
      >
        <Container>
          <h1 className="display-6 fw-bold">
            <FormattedMessage {...messages.hero} />
          </h1>
        </Container>
      </section>
      <Container className="py-4">
        <h2 className="h3 mb-3">
          <FormattedMessage {...messages.title} />
        </h2>
        {state.status === 'error' ? (
          <Alert variant="danger">
            <FormattedMessage {...messages.failed} />
          </Alert>
        ) : state.status === 'loading' ? (
          <p className="text-body-secondary" role="status">
            <FormattedMessage {...messages.loading} />
          </p>
        ) : state.data.length === 0 ? (
          <p className="text-body-secondary">
            <FormattedMessage {...messages.empty} />
          </p>
        ) : (
          <Row xs={1} sm={2} lg={3} className="g-3">
            {state.data.map((blog, index) => (
              <Col key={blog._id}>
                <Card as={Link} to={`/blog/${blog._id}`} className="h-100 text-decoration-none shadow-sm">
                  {blog.images[0] && (
                    <ResponsiveImage
                      src={blog.images[0]}
                      alt=""
                      sizes="(min-width: 1400px) 440px, (min-width: 1200px) 380px, (min-width: 992px) 320px, (min-width: 576px) 270px, 100vw"
                      width={400}
                      height={225}
                      // Uploaded images come in any shape: one frame keeps the cards' rows even.
                      className="card-img-top h-auto object-fit-cover blog-card-image"
                      // The first card's image is the page's largest paint on a phone.
                      priority={index === 0}
                    />
                  )}
                  <Card.Body>
                    <Card.Title as="h3" className="h5">
                      {blog.title}
                    </Card.Title>
                    <Card.Text className="text-body-secondary" style={clamp3}>
                      {blogPreview(blog.description)}
                    </Card.Text>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Container>
    </>
  );
}
