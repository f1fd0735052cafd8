import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import { ResponsiveImage, useLoad, usePageMeta } from '@market/ui';
import { blogPreview, listBlogs } from '../api/blog-api';

const clamp3 = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

export function BlogListPage() {
  const { state } = useLoad('blogs', listBlogs);
  usePageMeta(
    'Our Blogs',
    'Voices Behind the Screen: stories, tips and news from our freelancers and buyers.',
    { canonicalPath: '/blog', image: state.status === 'ready' ? state.data[0]?.images[0] : undefined },
  );
  return (
    <>
      <section
        className="d-flex align-items-center text-white"
        style={{ height: 300, background: 'linear-gradient(135deg, #264653, #e76f51)' }}
      >
        <Container>
          <h1 className="display-6 fw-bold">Voices Behind the Screen</h1>
        </Container>
      </section>
      <Container className="py-4">
        <h2 className="h3 mb-3">Our Blogs</h2>
        {state.status === 'error' ? (
          <Alert variant="danger">Failed to fetch blogs. Please try again later.</Alert>
        ) : state.status === 'loading' ? (
          <p className="text-body-secondary" role="status">
            Loading…
          </p>
        ) : state.data.length === 0 ? (
          <p className="text-body-secondary">No blogs available.</p>
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
