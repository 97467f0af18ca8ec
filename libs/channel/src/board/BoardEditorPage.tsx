import { useNavigate, useParams } from 'react-router';
import { csApi } from '@onair/api-client';
import { BOARD_CATEGORIES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { channelBoardPath, postPath } from '../channel/channel-paths';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { idFromParam } from '../shared/id-from-param';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { PostForm, type PostValues } from '../shared/PostForm';
import { isMissing } from '../shared/refusal';
import { usePostRefusal } from '../shared/post-refusal';
import { useViewer } from '../shared/use-viewer';
import { useBoardCategories } from './board-categories';

const blank = { title: '', content: '', category: BOARD_CATEGORIES.free, important: false, kept: [] };

/** Writing a post (board/new) or editing one (board/:boardId/edit). The server decides who may. */
export function BoardEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const postRefusal = usePostRefusal();
  const categories = useBoardCategories();
  const { member, restoring } = useViewer();
  const { channelId } = useChannel();
  const param = useParams()['boardId'];
  const boardId = param === undefined ? null : idFromParam(param);
  const editing = param !== undefined;
  const { data, error, isLoading, refetch } = csApi.useBoardDetailQuery(
    { boardId: boardId ?? 0 },
    { skip: !editing || boardId === null },
  );
  const [write] = csApi.useBoardWriteMutation();
  const [update] = csApi.useBoardUpdateMutation();

  if (restoring) return <LoadingState />;
  if (!member) return <EmptyState>{t('auth.membersOnly.text')}</EmptyState>;
  if (editing && (boardId === null || isMissing(error))) return <EmptyState>{t('channel.board.notFound')}</EmptyState>;
  if (editing && isLoading) return <LoadingState />;
  if (editing && !data) return <LoadError onRetry={() => void refetch()} />;
  // Only its author edits a post (who runs the channel may delete it): no form that the server would refuse.
  // An author refused their own post is on a board now closed to member posts (docs/permissions.md), so
  // telling them it is not theirs would be wrong.
  if (data && !data.canEdit) {
    const ownPost = data.authorMemberId === member.memberId;
    return <EmptyState>{t(ownPost ? 'channel.board.editClosed' : 'apiError.permission.authorOnly')}</EmptyState>;
  }

  const submit = async (values: PostValues) => {
    const text = { title: values.title, content: values.content, category: values.category, images: values.added };
    try {
      const saved = data
        ? await update({
            body: {
              boardId: data.boardId,
              ...text,
              keepImageIds: values.kept.map((image) => image.uploadId).join(','),
            },
          }).unwrap()
        : await write({ body: { channelId, ...text } }).unwrap();
      notify.success(t(data ? 'channel.saved' : 'channel.board.written'));
      void navigate(postPath(channelId, saved.boardId));
      return null;
    } catch (failure) {
      return postRefusal(failure);
    }
  };

  return (
    <PostForm
      key={data?.boardId ?? 'new'}
      heading={t(data ? 'channel.board.editTitle' : 'channel.board.write')}
      initial={
        data
          ? {
              title: data.title,
              content: data.content,
              category: data.category,
              important: data.important,
              kept: data.images,
            }
          : blank
      }
      categories={categories}
      submitText={t(data ? 'channel.save' : 'channel.post.submit')}
      onSubmit={submit}
      onCancel={() => void navigate(data ? postPath(channelId, data.boardId) : channelBoardPath(channelId))}
    />
  );
}
