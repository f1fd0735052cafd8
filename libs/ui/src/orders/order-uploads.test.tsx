import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { uploadOrderFile } from '@market/api-client';
import { useIntlOrDefault } from '../i18n/intl-or-default';
import { ToastProbe } from '../testing';
import {
  finishedUploads,
  uploadedUrls,
  uploadOrderFiles,
  UploadProgressList,
  type OrderUpload,
} from './order-uploads';

jest.mock('@market/api-client', () => ({
  ...jest.requireActual('@market/api-client'),
  uploadOrderFile: jest.fn(),
}));
const upload = uploadOrderFile as jest.MockedFunction<typeof uploadOrderFile>;

const KEPT = { _id: 'f1', name: 'brief.pdf', size: 3, url: '/api/orders/o1/files/f1' };

function Uploads({ onUrls }: { onUrls: (urls: string[]) => void }) {
  const intl = useIntlOrDefault();
  const keys = useRef(0);
  const [uploads, setUploads] = useState<OrderUpload[]>(() => finishedUploads([KEPT], keys));
  return (
    <>
      <input
        type="file"
        aria-label="Files"
        multiple
        onChange={(event) =>
          void uploadOrderFiles(intl, 'o1', Array.from(event.target.files ?? []), keys, setUploads)
        }
      />
      <button type="button" onClick={() => onUrls(uploadedUrls(uploads))}>
        Send
      </button>
      <UploadProgressList uploads={uploads} />
    </>
  );
}

describe('uploads to an order', () => {
  it('shows each file with its progress, drops a failed one with a toast and keeps the rest', async () => {
    let finish: (() => void) | undefined;
    upload.mockImplementation((_id, file, onProgress) => {
      if (file.name === 'broken.png') return Promise.reject(new Error('Too large'));
      onProgress(0.5);
      return new Promise((resolve) => {
        finish = () => resolve({ _id: 'f2', name: file.name, size: 1, url: '/api/orders/o1/files/f2' });
      });
    });
    const onUrls = jest.fn();
    render(
      <>
        <Uploads onUrls={onUrls} />
        <ToastProbe />
      </>,
    );
    expect(screen.getByLabelText('Upload of brief.pdf').textContent).toBe('100%');
    fireEvent.change(screen.getByLabelText('Files'), {
      target: { files: [new File(['a'], 'logo.png'), new File(['b'], 'broken.png')] },
    });
    expect((await screen.findByLabelText('Upload of logo.png')).textContent).toBe('50%');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onUrls).toHaveBeenLastCalledWith([KEPT.url]);
    finish!();
    await screen.findByText('Failed to upload broken.png.');
    expect(screen.getByLabelText('Upload of logo.png').textContent).toBe('100%');
    expect(screen.queryByLabelText('Upload of broken.png')).toBeNull();
    expect(upload).toHaveBeenCalledWith('o1', expect.any(File), expect.any(Function));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onUrls).toHaveBeenLastCalledWith([KEPT.url, '/api/orders/o1/files/f2']);
  });
});
