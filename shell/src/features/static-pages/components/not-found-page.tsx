export { NotFoundScreen as NotFoundPage } from '@market/ui';
