import type { AttachEngine } from './attach';

/** The plain video element: HTML5 files, and HLS where the browser plays it itself (Safari, iOS). */
export const attachNative: AttachEngine = (video, url, { onFatalError, onVod }) => {
  const onError = () => onFatalError(`media error ${video.error?.code ?? 'unknown'}`);
  // The browser gives a live stream an infinite duration; a file or a finished playlist has a length.
  const onMetadata = () => {
    if (Number.isFinite(video.duration)) onVod();
  };
  video.addEventListener('error', onError);
  video.addEventListener('loadedmetadata', onMetadata);
  video.src = url;
  return {
    destroy() {
      video.removeEventListener('error', onError);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeAttribute('src');
      video.load();
    },
  };
};
