import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, uploadMessage } from '@onair/contracts';
import { uploadIntents } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hugeBlankPng } from './testing/huge-png';
import { registerTestUploadRoute } from './testing/test-upload-route';
import { postMultipart, SAMPLE_FILES, startUploadApi, type Uploader, type UploadTestApi } from './testing/upload-test-api';

/** A 40x20 photo as a phone takes it: GPS position, camera and author in EXIF, held sideways (orientation 6). */
const phonePhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Snap 9', Artist: 'Kim Minji' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe.each(testDatabaseTargets())('uploaded images on $name', (target) => {
  let api: UploadTestApi;
  let owner: Uploader;
  beforeAll(async () => {
    api = await startUploadApi(target, { routes: registerTestUploadRoute });
    owner = await api.member();
  });
  afterAll(() => api.close());

  const uploadImage = (bytes: Buffer, name: string) =>
    postMultipart(api.url, '/api/test/upload', { fields: { title: '사진' }, files: [{ field: 'image', name, bytes }], headers: owner.headers });
  const served = async (url: string) => Buffer.from(await (await fetch(`${api.url}${url}`)).arrayBuffer());

  test('a phone photo is stored without its EXIF (GPS, camera, author) and turned upright', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    expect(photo.includes('Kim Minji')).toBe(true);

    const answer = await uploadImage(photo, 'IMG_0001.jpg');
    expect(answer.status).toBe(200);
    const image = answer.body.files.image[0];
    const bytes = await served(image.url);
    expect(image).toMatchObject({ contentType: 'image/jpeg', sizeBytes: bytes.length });
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    for (const text of ['Kim Minji', 'PhoneMaker', 'Exif']) expect(bytes.includes(text)).toBe(false);
  });

  test('each image type keeps its format', async () => {
    for (const [name, bytes, format] of [
      ['a.png', SAMPLE_FILES.png, 'png'],
      ['a.gif', SAMPLE_FILES.gif, 'gif'],
      ['a.webp', SAMPLE_FILES.webp, 'webp'],
    ] as const) {
      const answer = await uploadImage(bytes, name);
      expect(answer.status).toBe(200);
      expect((await sharp(await served(answer.body.files.image[0].url)).metadata()).format).toBe(format);
    }
  });

  test('a 20000x20000 PNG of a few hundred KB is refused with 413 before it is decoded, and nothing is kept', async () => {
    const bomb = hugeBlankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = (await api.uploadRows()).length;
    const answer = await uploadImage(bomb, 'bomb.png');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: uploadMessage('tooManyPixels') });
    expect(answer.body.message).toContain(String(IMAGE_MAX_PIXELS / 1_000_000));
    expect((await api.uploadRows()).length).toBe(before);
    expect(await api.database.db.select().from(uploadIntents)).toEqual([]);
  });

  test('an image just inside the budget is taken', async () => {
    const answer = await uploadImage(hugeBlankPng(8000, 5000), 'wide.png');
    expect(answer.status).toBe(200);
  });

  test('image magic bytes over data that does not decode are refused as an unsupported file (415)', async () => {
    const broken = Buffer.concat([SAMPLE_FILES.png.subarray(0, 16), Buffer.from('not really a png at all')]);
    const answer = await uploadImage(broken, 'broken.png');
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_FILE_TYPE');
  });
});
