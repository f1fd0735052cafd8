import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import { ApiError } from '@market/api-client';
import {
  CanonicalRedirect,
  metaSummary,
  NotFoundScreen,
  ResponsiveImage,
  useContentLocale,
  useLoad,
  usePageMeta,
} from '@market/ui';
import { LoadFailed } from '@/shared/components/load-failed';
import { ThumbnailStrip } from '@/shared/components/thumbnail-strip';
import { getBlog } from '../api/blog-api';
import { absoluteUrl, textDirection } from '@market/contracts';

const messages: Record<string, MessageDescriptor> = defineMessages({
  failed: {
    id: 'catalog.blogDetail.failed',
    defaultMessage: 'Failed to load this blog post. Please try again.',
  },
  loading: { id: 'catalog.blogDetail.loading', defaultMessage: 'Loading…' },
  allPosts: { id: 'catalog.blogDetail.allPosts', defaultMessage: 'All blog posts' },
  showImage: { id: 'catalog.blogDetail.showImage', defaultMessage: 'Show image {number}' },
});

/** A post that does not exist (or an id that is not one) is a 404 screen, not an error to retry. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Key `{locale}:{id}`: the post in the page's language. */
const loadBlog = (key: string) => getBlog(key.slice(key.indexOf(':') + 1), key.slice(0, key.indexOf(':')));

export function BlogDetailPage({ id }: { id: string }) {
  const intl = useIntl();
  const { state, reload } = useLoad(`${useContentLocale()}:${id}`, loadBlog);
  const [index, setIndex] = useState(0);
  const blog = state.status === 'ready' ? state.data : null;
  const path = `/blog/${blog?._id ?? id}`;
  usePageMeta(blog ? blog.title : null, blog?.description, {
    canonicalPath: path,
    image: blog?.images[0],
    ogType: 'article',
    jsonLd: (site) =>
      blog
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: blog.title.slice(0, 110),
              description: metaSummary(blog.description),
              image: blog.images.map((src) => absoluteUrl(site, src)),
              datePublished: blog.createdAt,
              url: absoluteUrl(site, path),
              mainEntityOfPage: absoluteUrl(site, path),
              author: { '@type': 'Organization', name: site.brand },
              publisher: { '@type': 'Organization', name: site.brand },
            },
          ]
        : [],
  });
  if (state.status === 'error' && isMissing(state.error)) return <NotFoundScreen />;
  // A capitalised id: one address per post.
  if (blog && blog._id !== id) return <CanonicalRedirect to={path} />;
  if (state.status === 'error') {
    return (
      <Container className="py-5">
        <LoadFailed message={intl.formatMessage(messages.failed)} onRetry={reload} />
      </Container>
    );
  }
  if (!blog) {
    return (
      <Container className="py-5" role="status">
        <p className="text-body-secondary">
          <FormattedMessage {...messages.loading} />
        </p>
      </Container>
    );
  }
  const image = blog.images[index];
  return (
    <Container className="py-4" style={{ maxWidth: 900 }}>
      <Link to="/blog" className="d-inline-block mb-2 py-2">
        <span aria-hidden="true">{textDirection(intl.locale) === 'rtl' ? '→ ' : '← '}</span>
        <FormattedMessage {...messages.allPosts} />
      </Link>
      <h1 className="h2">{blog.title}</h1>
      <p className="text-body-secondary small">
        {intl.formatDate(blog.createdAt, { year: 'numeric', month: 'short', day: '2-digit' })}
      </p>
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
        <ThumbnailStrip
          items={blog.images}
          current={index}
          onChoose={setIndex}
          buttonLabel={(i) => intl.formatMessage(messages.showImage, { number: i + 1 })}
          className="mb-3"
        />
      )}
      <p style={{ whiteSpace: 'pre-line' }}>{blog.description}</p>
    </Container>
  );
}
