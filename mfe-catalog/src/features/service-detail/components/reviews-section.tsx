import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from '@market/router';
import { messageOf, useAuthUser } from '@market/api-client';
import { ConfirmDialog, toast, useHydrated, useLoad } from '@market/ui';
import { Stars } from '@/shared/services/components/service-card';
import { LoadFailed } from '@/shared/components/load-failed';
import { createReview, deleteReview, getReviews, isEligible, type Review } from '../api/detail';
import { formatDate, REVIEW_MAX_LENGTH } from '@market/contracts';

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
  // The server renders this page once for every buyer: which reviews are theirs shows once it works.
  const hydrated = useHydrated();
  const isOwn = (review: Review) => hydrated && !!user && review.userId === user._id;
  const { state, replace, reload } = useLoad(serviceId, getReviews);
  const reviews = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'error';
  const [eligible, setEligible] = useState(false);
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
    isEligible(serviceId).then(
      (answer) => setEligible(answer.eligible),
      () => setEligible(false),
    );
  }, [serviceId, user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!star || !desc.trim()) {
      toast.error('Please provide both a rating and description');
      return;
    }
    if (tooLong) return;
    if (!user) {
      toast.error('User information not found. Please log in again.');
      return;
    }
    try {
      await createReview({ serviceId, star, desc: desc.trim() });
      toast.success('Review submitted successfully!');
      setStar(0);
      setDesc('');
      refresh();
      onChange?.();
    } catch (error) {
      toast.error(messageOf(error, 'An error occurred while submitting your review. Please try again.'));
      refresh();
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteReview(deleting._id);
      toast.success('Review deleted successfully!');
      refresh();
      onChange?.();
    } catch {
      toast.error('Failed to delete review. Please try again.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const ownReview = !!reviews?.some(isOwn);
  const length = desc.trim().length;
  const tooLong = length > REVIEW_MAX_LENGTH;
  const limit = REVIEW_MAX_LENGTH.toLocaleString('en-US');

  return (
    <section className="mt-5" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="h4 mb-3">
        Reviews
      </h2>
      <ConfirmDialog
        show={deleting !== null}
        message={
          deleting?.userId === user?._id
            ? 'Are you sure you want to delete your review?'
            : 'Are you sure you want to delete this review?'
        }
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      {ownReview ? null : eligible ? (
        <Form onSubmit={submit} className="mb-4">
          <Form.Group className="mb-2" controlId="review-star">
            <Form.Label>Rating</Form.Label>
            <Form.Select value={star} onChange={(event) => setStar(Number(event.target.value))}>
              <option value={0}>Choose a rating</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>{`${n} star${n > 1 ? 's' : ''}`}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="review-desc">
            <Form.Label>Your review</Form.Label>
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
              {tooLong
                ? `${length.toLocaleString('en-US')} characters: a review may be at most ${limit}.`
                : `${length.toLocaleString('en-US')} of ${limit} characters`}
            </Form.Text>
          </Form.Group>
          <Button type="submit">Submit Review</Button>
        </Form>
      ) : (
        <p className="text-body-secondary small">
          {user ? (
            'Complete an order of this service to leave a review.'
          ) : (
            <>
              <Link to="/auth/sign-in">Sign in</Link> and complete an order to leave a review.
            </>
          )}
        </p>
      )}
      {failed ? (
        <LoadFailed message="Failed to load the reviews." onRetry={reload} />
      ) : reviews === null ? (
        <p className="text-body-secondary" role="status">
          Loading reviews…
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-body-secondary">No reviews yet.</p>
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
                <span>{formatDate(review.createdAt)}</span>
                {(isOwn(review) || user?.isAdmin) && (
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger p-0"
                    onClick={() => setDeleting(review)}
                  >
                    Delete
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
