/** How far before the first buffered media a video may stand before it is moved (rounding, not a gap). */
const TOLERANCE_S = 0.05;
const CHECK_EVERY_MS = 200;

/**
 * Keeps a recording from waiting where it has no media. Recordings made before the media app's fix
 * begin with a gap (audio from 1.9 s, video from 3.4 s), and a video at 0 then waits for data that
 * never comes: hls.js jumps a start gap of at most 2 s, the video element none. Whenever the video
 * stands before its first buffered range (opened at 0, or sought back to 0), it is moved to that
 * range's start. Polled, because Media Source appends elsewhere than currentTime fire no media event.
 * Answers the function that stops it.
 */
export function skipLeadingGap(video: HTMLVideoElement): () => void {
  const check = () => {
    if (video.seeking || video.buffered.length === 0) return;
    const start = video.buffered.start(0);
    if (video.currentTime < start - TOLERANCE_S) video.currentTime = start;
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  video.addEventListener('progress', check);
  video.addEventListener('seeked', check);
  return () => {
    clearInterval(timer);
    video.removeEventListener('progress', check);
    video.removeEventListener('seeked', check);
  };
}
