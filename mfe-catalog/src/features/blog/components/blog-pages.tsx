import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { ApiError } from '@market/api-client';
import { NotFoundScreen, ResponsiveImage, usePageMeta } from '@market/ui';
import { blogPreview, getBlog, listBlogs, type Blog } from '../blog-api';

const clamp3 = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

export function BlogListPage() {
  const [blogs, setBlogs] = useState<Blog[] | null>(null);
  const [failed, setFailed] = useState(false);
  usePageMeta(
    'Our Blogs',
    'Voices Behind the Screen: stories, tips and news from our freelancers and buyers.',
  );
  useEffect(() => {
    listBlogs().then(setBlogs, () => setFailed(true));
  }, []);
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
        {failed ? (
          <Alert variant="danger">Failed to fetch blogs. Please try again later.</Alert>
        ) : blogs === null ? (
          <p className="text-body-secondary" role="status">
            Loading…
          </p>
        ) : blogs.length === 0 ? (
          <p className="text-body-secondary">No blogs available.</p>
        ) : (
          <Row xs={1} sm={2} lg={3} className="g-3">
            {blogs.map((blog) => (
              <Col key={blog._id}>
                <Card as={Link} to={`/blog/${blog._id}`} className="h-100 text-decoration-none shadow-sm">
                  {blog.images[0] && (
                    <ResponsiveImage
                      src={blog.images[0]}
                      alt=""
                      sizes="(min-width: 1400px) 440px, (min-width: 1200px) 380px, (min-width: 992px) 320px, (min-width: 576px) 270px, 100vw"
                      width={400}
                      height={225}
                      className="card-img-top h-auto object-fit-cover"
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

export function BlogDetailPage({ id }: { id: string }) {
  const [blog, setBlog] = useState<Blog | null>(null);
  const [error, setError] = useState<'missing' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [index, setIndex] = useState(0);
  usePageMeta(blog ? blog.title : null, blog?.description);
  useEffect(() => {
    let live = true;
    setError(null);
    getBlog(id).then(
      (answer) => live && setBlog(answer),
      (caught: unknown) => {
        if (live)
          setError(
            caught instanceof ApiError && (caught.status === 404 || caught.status === 400)
              ? 'missing'
              : 'failed',
          );
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  if (error === 'missing') return <NotFoundScreen />;
  if (!blog && error === 'failed') {
    return (
      <Container className="py-5">
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Failed to load this blog post. Please try again.</span>
          <Button size="sm" variant="outline-danger" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!blog) {
    return (
      <Container className="py-5" role="status">
        <p className="text-body-secondary">Loading…</p>
      </Container>
    );
  }
  const image = blog.images[index];
  return (
    <Container className="py-4" style={{ maxWidth: 900 }}>
      <h1 className="h2">{blog.title}</h1>
      <p className="text-body-secondary small">{new Date(blog.createdAt).toLocaleDateString()}</p>
      {image && (
        <ResponsiveImage
          src={image}
          alt={blog.title}
          sizes="(min-width: 900px) 876px, 100vw"
          width={900}
          height={500}
          priority
          className="w-100 h-auto rounded mb-2"
        />
      )}
      {blog.images.length > 1 && (
        <div className="d-flex gap-2 flex-wrap mb-3">
          {blog.images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className={`p-0 border rounded ${i === index ? 'border-primary border-2' : ''}`}
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1}`}
            >
              <ResponsiveImage
                src={src}
                alt=""
                sizes="80px"
                width={80}
                height={56}
                className="object-fit-cover rounded"
              />
            </button>
          ))}
        </div>
      )}
      <p style={{ whiteSpace: 'pre-line' }}>{blog.description}</p>
    </Container>
  );
}
