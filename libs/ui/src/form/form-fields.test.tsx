import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { TextInput } from '../text-input/TextInput';
import { Checkbox } from './Checkbox';
import { FileInput } from './FileInput';
import { SelectField } from './SelectField';
import { stripSpacesAsTyped } from './strip-spaces-as-typed';

type Values = { nickname: string; kind: string; agree: boolean; files: FileList | null; title: string };
type Send = (values: Values) => void;

/** Every shared field in one react-hook-form form: registered, and the title through a Controller. */
function ProfileForm({ onSend }: { onSend: Send }) {
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { nickname: '', kind: 'general', agree: false, files: null, title: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSend)} noValidate>
      <TextInput label="닉네임" error={formState.errors.nickname?.message} {...stripSpacesAsTyped(register('nickname', { required: '닉네임을 입력해주세요.' }))} />
      <SelectField label="분류" {...register('kind')}>
        <option value="general">일반</option>
        <option value="payment">결제</option>
      </SelectField>
      <Checkbox label="동의합니다" {...register('agree')} />
      <label htmlFor="files">첨부 파일</label>
      <FileInput id="files" buttonText="파일 선택" {...register('files')} />
      <Controller
        control={control}
        name="title"
        rules={{ required: '제목을 입력해주세요.' }}
        render={({ field, fieldState }) => <TextInput label="제목" error={fieldState.error?.message} {...field} />}
      />
      <button type="submit">보내기</button>
    </form>
  );
}

test('registered and controlled fields hand their values to the form', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn<Send>();
  render(<ProfileForm onSend={onSend} />);
  await user.type(screen.getByRole('textbox', { name: '닉네임' }), '별빛');
  await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), '결제');
  await user.click(screen.getByRole('checkbox', { name: '동의합니다' }));
  await user.upload(screen.getByLabelText('첨부 파일'), new File(['png'], 'shot.png', { type: 'image/png' }));
  await user.type(screen.getByRole('textbox', { name: '제목' }), '문의');
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(onSend).toHaveBeenCalledTimes(1);
  const values = onSend.mock.calls[0]?.[0];
  expect(values).toMatchObject({ nickname: '별빛', kind: 'payment', agree: true, title: '문의' });
  expect(values?.files?.[0]?.name).toBe('shot.png');
});

test('a field registered through stripSpacesAsTyped drops spaces as they are typed', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn<Send>();
  render(<ProfileForm onSend={onSend} />);
  const nickname = screen.getByRole('textbox', { name: '닉네임' });
  await user.type(nickname, '별 빛 1');
  expect(nickname).toHaveValue('별빛1');
  await user.type(screen.getByRole('textbox', { name: '제목' }), '문 의');
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(onSend.mock.calls[0]?.[0]).toMatchObject({ nickname: '별빛1', title: '문 의' });
});

test("the form's messages show under their fields, announced", async () => {
  const user = userEvent.setup();
  const onSend = jest.fn<Send>();
  render(<ProfileForm onSend={onSend} />);
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveAccessibleDescription('닉네임을 입력해주세요.');
  expect(screen.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription('제목을 입력해주세요.');
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  expect(onSend).not.toHaveBeenCalled();
});
