import { screen } from '@testing-library/react';
import { render } from '@/test-utils';
import { MemoryRouter } from '@market/router';
import { featuredSubcategories, SubcategoryCards } from './subcategory-cards';

it("links the video-animation landing's explainer-videos card under /digital-marketing, as the spec says", () => {
  render(
    <MemoryRouter>
      <SubcategoryCards category="video-animation" limit={8} />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('link')).toHaveLength(8);
  expect(screen.getByRole('link', { name: 'Explainer Videos' }).getAttribute('href')).toBe(
    '/digital-marketing/explainer-videos',
  );
  expect(screen.getByRole('link', { name: 'Video Editing' }).getAttribute('href')).toBe(
    '/video-Animation/video-editing',
  );
});

it('features the first subcategories of other categories unchanged', () => {
  expect(featuredSubcategories('business', 3)).toEqual([
    'market-research',
    'business-plan',
    'business-consulting',
  ]);
  expect(featuredSubcategories('business')).toHaveLength(11);
  expect(featuredSubcategories('video-animation', 8)).toContain('explainer-videos');
});
