/** Paths the dev server and preview hand to the API, so cookies stay same-origin locally. */
const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';
/** The media app's HTTP side (HLS, HTTP-FLV, recordings), behind /media. */
const mediaTarget = process.env['MEDIA_URL'] ?? 'http://localhost:8000';

/** What every web app (the brand apps and the operator console) hands on to the API and media. */
export const apiProxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/v2': { target: apiTarget, changeOrigin: false },
  '/v3': { target: apiTarget, changeOrigin: false },
  '/v4': { target: apiTarget, changeOrigin: false },
  '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
  // Live video from the media app on the site's own origin: no CORS, and it works on any host name.
  '/media': { target: mediaTarget, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/media/, '') },
};
