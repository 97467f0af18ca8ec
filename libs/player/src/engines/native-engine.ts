import type { AttachEngine } from './attach';

/** The plain video element: HTML5 files, and HLS where the browser plays it itself (Safari, iOS). */
export const attachNative: AttachEngine = (video, url, { onFatalError }) => {
  const onError = () => onFatalError(`media error ${video.error?.code ?? 'unknown'}`);
  video.addEventListener('error', onError);
  video.src = url;
  return {
    destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
};
