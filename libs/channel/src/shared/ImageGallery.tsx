import { useT } from '@onair/i18n';

/** A post's images under its text, full width on a phone, capped on a wide screen. */
export function ImageGallery({ images }: { images: Array<{ uploadId: string; url: string }> }) {
  const t = useT();
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {images.map((image, index) => (
        <li key={image.uploadId}>
          <img
            src={image.url}
            alt={t('channel.post.image', { number: index + 1 })}
            loading="lazy"
            className="max-h-[36rem] w-full rounded object-contain sm:w-auto sm:max-w-full"
          />
        </li>
      ))}
    </ul>
  );
}
