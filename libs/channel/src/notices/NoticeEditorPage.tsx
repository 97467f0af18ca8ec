import { useNavigate, useParams } from 'react-router';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { channelNoticesPath, noticePath } from '../channel/channel-paths';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { idFromParam } from '../shared/id-from-param';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { PostForm, type PostValues } from '../shared/PostForm';
import { isMissing } from '../shared/refusal';
import { usePostRefusal } from '../shared/post-refusal';

const blank = { title: '', content: '', category: 1, important: false, kept: [] };

/** Writing a notice (notices/new) or editing one (notices/:noticeId/edit): who runs the channel only. */
export function NoticeEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const postRefusal = usePostRefusal();
  const { channelId, runsChannel } = useChannel();
  const param = useParams()['noticeId'];
  const noticeId = param === undefined ? null : idFromParam(param);
  const editing = param !== undefined;
  const { data, error, isLoading, refetch } = myApi.useGetChannelNoticeQuery(
    { noticeId: String(noticeId) },
    { skip: !editing || noticeId === null },
  );
  const [create] = myApi.useCreateChannelNoticeMutation();
  const [update] = myApi.useUpdateChannelNoticeMutation();

  if (!runsChannel) return <EmptyState>{t('channel.notice.runnersOnly')}</EmptyState>;
  if (editing && (noticeId === null || isMissing(error)))
    return <EmptyState>{t('channel.notice.notFound')}</EmptyState>;
  if (editing && isLoading) return <LoadingState />;
  if (editing && !data) return <LoadError onRetry={() => void refetch()} />;

  const submit = async (values: PostValues) => {
    const text = { title: values.title, content: values.content, important: values.important, images: values.added };
    try {
      const saved = data
        ? await update({
            noticeId: String(data.noticeId),
            body: { ...text, keepImageIds: values.kept.map((image) => image.uploadId).join(',') },
          }).unwrap()
        : await create({ body: { channelId, ...text } }).unwrap();
      notify.success(t(data ? 'channel.saved' : 'channel.notice.created'));
      void navigate(noticePath(channelId, saved.noticeId));
      return null;
    } catch (failure) {
      return postRefusal(failure);
    }
  };

  return (
    <PostForm
      key={data?.noticeId ?? 'new'}
      heading={t(data ? 'channel.notice.editTitle' : 'channel.notice.write')}
      initial={
        data
          ? { title: data.title, content: data.content, category: 1, important: data.important, kept: data.images }
          : blank
      }
      withImportant
      submitText={t(data ? 'channel.save' : 'channel.post.submit')}
      onSubmit={submit}
      onCancel={() => void navigate(data ? noticePath(channelId, data.noticeId) : channelNoticesPath(channelId))}
    />
  );
}
