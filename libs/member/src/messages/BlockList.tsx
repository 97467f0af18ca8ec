import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT, type MessageKey } from '@onair/i18n';
import { Button, notify, PagedList, TextInput, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { MEMBER_FORM_OPTIONS, SERVER_ERROR, useFieldErrorText } from '../shared/use-field-error-text';
import { useApiErrorText } from '../shared/use-api-error-text';
import { useBlockMember } from './use-block-member';

const BlockTarget = v.object({ loginId: v.pipe(v.string(), v.minLength(1, 'member.messages.recipientRequired' satisfies MessageKey)) });
type BlockTarget = v.InferOutput<typeof BlockTarget>;

/** Members blocked from messaging the member: block one by login ID, lift a block. */
export function BlockList() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const fieldErrorText = useFieldErrorText();
  const query = myApi.useMyMessageBlocksQuery({ page, size: PAGE_SIZES.items });
  const { block, blocking } = useBlockMember();
  const [unblock] = myApi.useMyUnblockMemberMutation();

  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<BlockTarget>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(BlockTarget),
    defaultValues: { loginId: '' },
  });
  const { submit } = useGuardedSubmit(handleSubmit, async ({ loginId }) => {
    const failure = await block(loginId);
    if (failure) setError('loginId', { type: SERVER_ERROR, message: failure });
    else reset({ loginId: '' });
  });
  const lift = async (target: { loginId: string; nickname: string }) => {
    const result = await unblock({ targetId: target.loginId });
    if (result.error) notify.error(errorText(result.error));
    else notify.success(t('member.messages.unblocked', { nickname: target.nickname }));
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('member.messages.blocksLead')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextInput
          label={t('member.messages.blockLoginId')}
          containerClassName="flex-1"
          autoComplete="off"
          maxLength={40}
          // The refusal named the ID that was sent; once it is edited the refusal no longer applies.
          {...stripSpacesAsTyped(register('loginId', { onChange: () => clearErrors('loginId') }))}
          error={fieldErrorText(formState.errors.loginId)}
        />
        <Button type="submit" loading={blocking} className="sm:mt-7">
          {t('member.messages.block')}
        </Button>
      </form>
      <PagedList
        query={query}
        label={t('member.messages.blocks')}
        empty={t('member.messages.emptyBlocks')}
        onPage={setPage}
      >
        {(blocked) => (
          <li key={blocked.loginId} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-text">
                {t('member.messages.who', { nickname: blocked.nickname, loginId: blocked.loginId })}
              </p>
              <p className="text-xs text-muted">
                {t('member.messages.blockedAt', { date: formatDateTime(blocked.blockedAt) })}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={t('member.messages.unblockNamed', { nickname: blocked.nickname })}
              onClick={() => void lift(blocked)}
            >
              {t('member.messages.unblock')}
            </Button>
          </li>
        )}
      </PagedList>
    </div>
  );
}
