import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FFMPEG_TIMEOUT_MS = 30_000;

function ffmpegFrame(input: string, seekSeconds: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffmpeg',
      // A frame a second in (the first is often black), at most 1280 wide, as one JPEG on stdout.
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-ss',
        String(seekSeconds),
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-f',
        'image2',
        '-c:v',
        'mjpeg',
        '-q:v',
        '4',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 20 * 1024 * 1024, timeout: FFMPEG_TIMEOUT_MS },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/**
 * A poster frame (JPEG) of a video, taken by ffmpeg; undefined when ffmpeg is not installed or
 * cannot read the video (the card then shows the video's own first frame).
 */
export async function videoPoster(video: Buffer, ext: string): Promise<Buffer | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'poster-'));
  try {
    const input = join(dir, `video.${ext}`);
    await writeFile(input, video);
    const frame = await ffmpegFrame(input, 1).catch(() => Buffer.alloc(0));
    if (frame.length > 0) return frame;
    // A video shorter than a second: its first frame.
    const first = await ffmpegFrame(input, 0).catch(() => Buffer.alloc(0));
    return first.length > 0 ? first : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
