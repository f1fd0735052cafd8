import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { uploadWithProgress, type UploadProgress } from '@/shared/lib/upload-with-progress';
import { UploadField } from './upload-field';

jest.mock('@/shared/lib/upload-with-progress', () => ({
  ...jest.requireActual('@/shared/lib/upload-with-progress'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

function Field({
  multiple = false,
  max,
  initial = [],
  error,
}: {
  multiple?: boolean;
  max?: number;
  initial?: string[];
  error?: string;
}) {
  const [urls, setUrls] = useState(initial);
  return (
    <UploadField
      id="images"
      label="Images"
      urls={urls}
      onChange={setUrls}
      multiple={multiple}
      max={max}
      error={error}
    />
  );
}

const file = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

afterEach(() => upload.mockReset());

describe('UploadField', () => {
  it('shows the progress while a file uploads, then its preview with Remove', async () => {
    let report: UploadProgress = () => undefined;
    let finish: (url: string) => void = () => undefined;
    upload.mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    render(<Field />);
    choose(file('logo.png'));
    await screen.findByText('Uploading… 0%');
    expect(screen.getByLabelText<HTMLInputElement>('Images').disabled).toBe(true);
    act(() => report(0.5));
    screen.getByText('Uploading… 50%');
    await act(async () => finish('/uploads/logo.png'));
    expect(screen.getByRole('img', { name: 'Images' }).getAttribute('src')).toBe('/uploads/logo.png');
    expect(screen.queryByText(/Uploading…/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Images' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps at most `max` files and says the others were left out', async () => {
    upload.mockImplementation(async (chosen) => `/uploads/${chosen.name}`);
    render(<Field multiple max={2} initial={['/uploads/old.png']} />);
    choose(file('a.png'), file('b.png'));
    await screen.findByRole('img', { name: 'Images 2' });
    screen.getByText('At most 2 files: the first 1 were kept');
    expect(upload).toHaveBeenCalledTimes(1);
    choose(file('c.png'));
    await screen.findByText('At most 2 files');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('says why an upload failed and keeps the files already there', async () => {
    upload
      .mockRejectedValueOnce(new Error('File too large'))
      .mockRejectedValueOnce(new Error('File upload failed'));
    render(<Field multiple initial={['/uploads/old.png']} />);
    choose(file('huge.png'));
    await screen.findByText('File too large');
    choose(file('other.png'));
    await screen.findByText('File upload failed');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it("refuses a program before sending it, and keeps saying so over the form error 'Image is required'", async () => {
    const { rerender } = render(<Field />);
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    const why = 'setup.exe is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image';
    await screen.findByText(why);
    rerender(<Field error="Image is required" />);
    screen.getByText(why);
    expect(screen.queryByText('Image is required')).toBeNull();
    choose(new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    await screen.findByText('huge.png is 6 MB: files may be at most 5 MB');
    expect(upload).not.toHaveBeenCalled();
  });
});
