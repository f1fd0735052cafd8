import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { defineMessages, useIntl, type MessageTag } from 'react-intl';
import { Link } from '@market/router';
import { useAuthUser } from '@market/api-client';
import { ConfirmDialog, errorTextIn, LoadingBlock, toast, useHydrated, useLoad } from '@market/ui';
import { Stars } from '@/shared/services/components/service-card';
import { LoadFailed } from '@/shared/components/load-failed';
import { createReview, deleteReview, getReviews, isEligible, type Review } from '../api/detail';
import { formatDate, REVIEW_MAX_LENGTH } from '@market/contracts';

const messages = defineMessages<{
  incomplete: Record<never, never>;
  noUser: Record<never, never>;
  submitted: Record<never, never>;
  submitFailed: Record<never, never>;
  deleted: Record<never, never>;
  deleteFailed: Record<never, never>;
  title: Record<never, never>;
  confirmOwn: Record<never, never>;
  confirmOther: Record<never, never>;
  rating: Record<never, never>;
  chooseRating: Record<never, never>;
  stars: { count: number };
  yourReview: Record<never, never>;
  tooLong: { length: string; limit: string };
  count: { length: string; limit: string };
  submit: Record<never, never>;
  completeOrder: Record<never, never>;
  signIn: { link: MessageTag };
  loadFailed: Record<never, never>;
  loading: Record<never, never>;
  empty: Record<never, never>;
  delete: Record<never, never>;
}>({
  incomplete: {
    id: 'catalog.reviews.incomplete',
    defaultMessage: 'Please provide both a rating and description',
  },
  noUser: {
    id: 'catalog.reviews.noUser',
    defaultMessage: 'User information not found. Please log in again.',
  },
  submitted: { id: 'catalog.reviews.submitted', defaultMessage: 'Review submitted successfully!' },
  submitFailed: {
    id: 'catalog.reviews.submitFailed',
    defaultMessage: 'An error occurred while submitting your review. Please try again.',
  },
  deleted: { id: 'catalog.reviews.deleted', defaultMessage: 'Review deleted successfully!' },
  deleteFailed: {
    id: 'catalog.reviews.deleteFailed',
    defaultMessage: 'Failed to delete review. Please try again.',
  },
  title: { id: 'catalog.reviews.title', defaultMessage: 'Reviews' },
  confirmOwn: {
    id: 'catalog.reviews.confirmOwn',
    defaultMessage: 'Are you sure you want to delete your review?',
  },
  confirmOther: {
    id: 'catalog.reviews.confirmOther',
    defaultMessage: 'Are you sure you want to delete this review?',
  },
  rating: { id: 'catalog.reviews.rating', defaultMessage: 'Rating' },
  chooseRating: { id: 'catalog.reviews.chooseRating', defaultMessage: 'Choose a rating' },
  stars: { id: 'catalog.reviews.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  yourReview: { id: 'catalog.reviews.yourReview', defaultMessage: 'Your review' },
  tooLong: {
    id: 'catalog.reviews.tooLong',
    defaultMessage: '{length} characters: a review may be at most {limit}.',
  },
  count: { id: 'catalog.reviews.count', defaultMessage: '{length} of {limit} characters' },
  submit: { id: 'catalog.reviews.submit', defaultMessage: 'Submit Review' },
  completeOrder: {
    id: 'catalog.reviews.completeOrder',
    defaultMessage: 'Complete an order of this service to leave a review.',
  },
  signIn: {
    id: 'catalog.reviews.signIn',
    defaultMessage: '<link>Sign in</link> and complete an order to leave a review.',
  },
  loadFailed: { id: 'catalog.reviews.loadFailed', defaultMessage: 'Failed to load the reviews.' },
  loading: { id: 'catalog.reviews.loading', defaultMessage: 'Loading reviews…' },
  empty: { id: 'catalog.reviews.empty', defaultMessage: 'No reviews yet.' },
  delete: { id: 'catalog.reviews.delete', defaultMessage: 'Delete' },
});

const signInLink = (chunks: ReactNode[]) => <Link to="/auth/sign-in">{chunks}</Link>;

interface ReviewsSectionProps {
  serviceId: string;
  /** Called after a review is posted or deleted, so the page can show the new star figures. */
  onChange?: () => void;
}

/**
 * Reviews newest first, the form for buyers with a paid order who have not reviewed yet, and
 * deleting one's own review.
 */
export function ReviewsSection({ serviceId, onChange }: ReviewsSectionProps) {
  const user = useAuthUser();
  const intl = useIntl();
  // The server renders this page once for every buyer: which reviews are theirs shows once it works.
  const hydrated = useHydrated();
  const isOwn = (review: Review) => hydrated && !!user && review.userId === user._id;
  const { state, replace, reload } = useLoad(serviceId, getReviews);
  const reviews = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'error';
  // Null while the server is asked: the form or the "complete an order" line shows once it answers.
  const [eligible, setEligible] = useState<boolean | null>(null);
  const [star, setStar] = useState(0);
  const [desc, setDesc] = useState('');
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);

  /** After a post or delete: the new list replaces the old one without a loading state. */
  const refresh = useCallback(() => {
    getReviews(serviceId).then(replace, () => undefined);
  }, [serviceId, replace]);

  useEffect(() => {
    if (!user) {
      setEligible(false);
      return;
    }
    let current = true;
    setEligible(null);
    isEligible(serviceId).then(
      (answer) => current && setEligible(answer.eligible),
      () => current && setEligible(false),
    );
    return () => {
      current = false;
    };
  }, [serviceId, user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!star || !desc.trim()) {
      toast.error(intl.formatMessage(messages.incomplete));
      return;
    }
    if (tooLong) return;
    if (!user) {
      toast.error(intl.formatMessage(messages.noUser));
      return;
    }
    try {
      await createReview({ serviceId, star, desc: desc.trim() });
      toast.success(intl.formatMessage(messages.submitted));
      setStar(0);
      setDesc('');
      refresh();
      onChange?.();
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.submitFailed)));
      refresh();
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteReview(deleting._id);
      toast.success(intl.formatMessage(messages.deleted));
      refresh();
      onChange?.();
    } catch {
      toast.error(intl.formatMessage(messages.deleteFailed));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const ownReview = !!reviews?.some(isOwn);
  const length = desc.trim().length;
  const tooLong = length > REVIEW_MAX_LENGTH;
  const counts = { length: intl.formatNumber(length), limit: intl.formatNumber(REVIEW_MAX_LENGTH) };

  return (
    <section className="mt-5" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="h4 mb-3">
        {intl.formatMessage(messages.title)}
      </h2>
      <ConfirmDialog
        show={deleting !== null}
        message={intl.formatMessage(
          deleting?.userId === user?._id ? messages.confirmOwn : messages.confirmOther,
        )}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      {ownReview ? null : user && eligible === null ? (
        <LoadingBlock size="sm" className="mb-4" />
      ) : eligible ? (
        <Form onSubmit={submit} className="mb-4">
          <Form.Group className="mb-2" controlId="review-star">
            <Form.Label>{intl.formatMessage(messages.rating)}</Form.Label>
            <Form.Select value={star} onChange={(event) => setStar(Number(event.target.value))}>
              <option value={0}>{intl.formatMessage(messages.chooseRating)}</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {intl.formatMessage(messages.stars, { count: n })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="review-desc">
            <Form.Label>{intl.formatMessage(messages.yourReview)}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={desc}
              onChange={(event) => setDesc(event.target.value)}
              isInvalid={tooLong}
              aria-describedby="review-desc-count"
            />
            <Form.Text
              id="review-desc-count"
              className={tooLong ? 'text-danger' : undefined}
              muted={!tooLong}
            >
              {intl.formatMessage(tooLong ? messages.tooLong : messages.count, counts)}
            </Form.Text>
          </Form.Group>
          <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
        </Form>
      ) : (
        <p className="text-body-secondary small">
          {user
            ? intl.formatMessage(messages.completeOrder)
            : intl.formatMessage(messages.signIn, { link: signInLink })}
        </p>
      )}
      {failed ? (
        <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={reload} />
      ) : reviews === null ? (
        <p className="text-body-secondary" role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-body-secondary">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ListGroup variant="flush">
          {reviews.map((review) => (
            <ListGroup.Item key={review._id} className="px-0">
              <div className="d-flex justify-content-between align-items-center">
                <strong>{review.username}</strong>
                <Stars average={review.star} />
              </div>
              <p className="mb-1">{review.desc}</p>
              <div className="d-flex justify-content-between small text-body-secondary">
                <span>{formatDate(review.createdAt, intl.locale)}</span>
                {(isOwn(review) || user?.isAdmin) && (
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger p-0"
                    onClick={() => setDeleting(review)}
                  >
                    {intl.formatMessage(messages.delete)}
                  </Button>
                )}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
