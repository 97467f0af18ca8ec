import { File as NodeFile } from 'node:buffer';

/**
 * An image file to upload in a test. Node's File, not jsdom's: the test DOM's fetch and FormData
 * are Node's, and they send only their own Blobs as files (as a browser's do).
 */
export const imageFile = (name = 'poster.png') => new NodeFile(['png'], name, { type: 'image/png' }) as unknown as File;
