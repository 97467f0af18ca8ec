import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import { CONTENT_AUDIENCES, DEVICES, type ContentItem, type ContentKind } from '@onair/contracts';
import { Button, Checkbox, Dialog, SelectField, TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { FormFailure } from '../staff/FormFailure';
import { KIND_FIELDS } from './content-kinds';
import { koreanInstant, toKoreanInput } from '../../time/korean-time';
import { TextArea } from './TextArea';

type Errors = Partial<Record<'title' | 'endsAt' | 'channelIds', ConsoleMessageKey>>;

const channelIdsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/**
 * Creates or edits one item of any kind: Korean title and text with optional English (the site
 * falls back to the Korean field by field), the kind's own fields, order and schedule.
 */
export function ContentEditor({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: ContentKind;
  /** The item to edit; none makes a new one. */
  item?: ContentItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const fields = KIND_FIELDS[kind];
  const [create, creating] = adminApi.useAdminCreateContentMutation();
  const [update, updating] = adminApi.useAdminUpdateContentMutation();
  const [title, setTitle] = useState(item?.title ?? '');
  const [titleEn, setTitleEn] = useState(item?.titleEn ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [bodyEn, setBodyEn] = useState(item?.bodyEn ?? '');
  const [imageUrl, setImageUrl] = useState(item?.imageUrl ?? '');
  const [linkUrl, setLinkUrl] = useState(item?.linkUrl ?? '');
  const [audience, setAudience] = useState<(typeof CONTENT_AUDIENCES)[number]>(item?.audience ?? 'everyone');
  const [device, setDevice] = useState<(typeof DEVICES)[number]>(item?.device ?? 'PC');
  const [channels, setChannels] = useState(item?.channelIds.join(', ') ?? '');
  const [position, setPosition] = useState(String(item?.position ?? 0));
  const [important, setImportant] = useState(item?.important ?? false);
  const [startsAt, setStartsAt] = useState(toKoreanInput(item?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toKoreanInput(item?.endsAt ?? null));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'console.validation.required';
    const start = koreanInstant(startsAt);
    const end = koreanInstant(endsAt);
    if (start && end && Date.parse(end) <= Date.parse(start)) found.endsAt = 'console.content.form.endAfterStart';
    const ids = channelIdsOf(channels);
    if (fields.channels && ids.some((id) => !Number.isInteger(id) || id < 1))
      found.channelIds = 'console.content.form.channelIdsInvalid';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = {
      title: title.trim(),
      titleEn: titleEn.trim() || null,
      body,
      bodyEn: bodyEn.trim() ? bodyEn : null,
      imageUrl: fields.image ? imageUrl.trim() || null : null,
      linkUrl: fields.link ? linkUrl.trim() || null : null,
      audience: fields.audience ? audience : ('everyone' as const),
      device,
      channelIds: fields.channels ? ids : [],
      position: Number(position) || 0,
      important,
      startsAt: start,
      endsAt: end,
    };
    const result = item
      ? await update({ kind, itemId: String(item.itemId), body: input })
      : await create({ kind, body: input });
    if (result.error) setFailure(errorText(result.error));
    else onSaved();
  };

  const formId = 'content-editor';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(item ? 'console.content.edit' : 'console.content.create', { kind: t(`console.content.kind.${kind}`) })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={creating.isLoading || updating.isLoading}>
            {t('console.content.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.content.form.title')}
            maxLength={100}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title && t(errors.title)}
          />
          <TextInput
            label={t('console.content.form.titleEn')}
            hint={t('console.content.form.enHint')}
            maxLength={100}
            value={titleEn}
            onChange={(event) => setTitleEn(event.target.value)}
          />
          <TextArea
            label={t('console.content.form.body')}
            value={body}
            onChange={setBody}
            maxLength={fields.important ? 5000 : 1000}
          />
          <TextArea
            label={t('console.content.form.bodyEn')}
            value={bodyEn}
            onChange={setBodyEn}
            maxLength={fields.important ? 5000 : 1000}
          />
        </div>
        {(fields.image || fields.link) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.image && (
              <TextInput
                label={t('console.content.form.imageUrl')}
                hint={t('console.content.form.addressHint')}
                value={imageUrl}
                onChange={(event) => setImageUrl(event.target.value)}
              />
            )}
            {fields.link && (
              <TextInput
                label={t('console.content.form.linkUrl')}
                hint={t('console.content.form.addressHint')}
                value={linkUrl}
                onChange={(event) => setLinkUrl(event.target.value)}
              />
            )}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {fields.audience && (
            <SelectField
              label={t('console.content.form.audience')}
              value={audience}
              onChange={(event) => setAudience(event.target.value as typeof audience)}
            >
              {CONTENT_AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`console.content.audience.${value}`)}
                </option>
              ))}
            </SelectField>
          )}
          {fields.channels && (
            <SelectField
              label={t('console.content.form.device')}
              value={device}
              onChange={(event) => setDevice(event.target.value as typeof device)}
            >
              {DEVICES.map((value) => (
                <option key={value} value={value}>
                  {t(`console.content.device.${value}`)}
                </option>
              ))}
            </SelectField>
          )}
          {fields.position && (
            <TextInput
              label={t('console.content.form.position')}
              hint={t('console.content.form.positionHint')}
              type="number"
              min={0}
              max={10000}
              value={position}
              onChange={(event) => setPosition(event.target.value)}
            />
          )}
          {fields.important && (
            <Checkbox
              className="self-end pb-2"
              label={t('console.content.form.important')}
              checked={important}
              onChange={(event) => setImportant(event.target.checked)}
            />
          )}
        </div>
        {fields.channels && (
          <TextInput
            label={t('console.content.form.channelIds')}
            hint={t('console.content.form.channelIdsHint')}
            value={channels}
            onChange={(event) => setChannels(event.target.value)}
            error={errors.channelIds && t(errors.channelIds)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.content.form.startsAt')}
            hint={t('console.content.form.openHint')}
            type="datetime-local"
            step={1}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
          <TextInput
            label={t('console.content.form.endsAt')}
            hint={t('console.content.form.openHint')}
            type="datetime-local"
            step={1}
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            error={errors.endsAt && t(errors.endsAt)}
          />
        </div>
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
