import { blogPreview } from './blog-api';

describe('blogPreview', () => {
  it('keeps a text of at most 100 characters as it is', () => {
    expect(blogPreview('Short post')).toBe('Short post');
    expect(blogPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts a longer text at 100 characters and adds an ellipsis', () => {
    expect(blogPreview('y'.repeat(150))).toBe(`${'y'.repeat(100)}...`);
  });
});
