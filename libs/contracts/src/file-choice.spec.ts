import { fileChoiceProblem, formatMegabytes, IMAGE_OR_VIDEO_RULE, IMAGE_RULE } from './file-choice';

const MB = 1024 * 1024;

describe('fileChoiceProblem', () => {
  it('refuses a program where an image is asked for, naming the kinds that fit', () => {
    expect(
      fileChoiceProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, IMAGE_RULE),
    ).toBe('setup.exe is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image');
    expect(fileChoiceProblem({ name: 'me.PNG', type: 'image/png', size: 10 }, IMAGE_RULE)).toBeNull();
    expect(fileChoiceProblem({ name: 'clip.mp4', type: 'video/mp4', size: 10 }, IMAGE_RULE)).not.toBeNull();
    expect(
      fileChoiceProblem({ name: 'clip.mp4', type: 'video/mp4', size: 10 }, IMAGE_OR_VIDEO_RULE),
    ).toBeNull();
  });

  it('refuses a file over the limit with both sizes, and takes any kind when the rule lists none', () => {
    const any = { types: [], kinds: 'any file', maxBytes: 100 * MB };
    expect(fileChoiceProblem({ name: 'big.zip', type: '', size: 101 * MB }, any)).toBe(
      'big.zip is 101 MB: files may be at most 100 MB',
    );
    expect(fileChoiceProblem({ name: 'ok.zip', type: '', size: 100 * MB }, any)).toBeNull();
    expect(fileChoiceProblem({ name: 'a.png', type: 'image/png', size: 6 * MB }, IMAGE_RULE)).toBe(
      'a.png is 6 MB: files may be at most 5 MB',
    );
  });

  it('matches a wildcard type and prints sizes briefly', () => {
    expect(
      fileChoiceProblem(
        { name: 'x.heic', type: 'image/heic', size: 1 },
        { ...IMAGE_RULE, types: ['image/*'] },
      ),
    ).toBeNull();
    expect(formatMegabytes(1.5 * MB)).toBe('1.5 MB');
  });
});
