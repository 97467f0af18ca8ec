import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import { COUPON_BATCH_MAX, ITEM } from '@onair/contracts';
import { Button, Checkbox, Dialog, SelectField, TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { koreanInstant, toKoreanInput } from '../../time/korean-time';
import { FormFailure } from '../staff/FormFailure';
import { ISSUABLE_ITEMS, useItemName } from './item-names';

type Errors = Partial<Record<'title' | 'count' | 'quantity' | 'expiresAt' | 'code', ConsoleMessageKey>>;

const THIRTY_DAYS = 30 * 86_400_000;

/** Issues one coupon or a batch: how many, what each gives, until when, and one use per member or per code. */
export function CreateBatchDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = useConsoleT();
  const itemName = useItemName();
  const errorText = useApiErrorText();
  const [create, { isLoading }] = adminApi.useAdminCreateCouponBatchMutation();
  const [title, setTitle] = useState('');
  const [count, setCount] = useState('1');
  const [itemCode, setItemCode] = useState(String(ITEM.currency));
  const [quantity, setQuantity] = useState('1000');
  const [expiresAt, setExpiresAt] = useState(toKoreanInput(new Date(Date.now() + THIRTY_DAYS).toISOString()));
  const [onePerMember, setOnePerMember] = useState(true);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const howMany = Number(count);
    const each = Number(quantity);
    const until = koreanInstant(expiresAt);
    if (!title.trim()) found.title = 'console.validation.required';
    if (!Number.isInteger(howMany) || howMany < 1 || howMany > COUPON_BATCH_MAX)
      found.count = 'console.coupons.form.countInvalid';
    if (!Number.isInteger(each) || each < 1 || each > 1_000_000)
      found.quantity = 'console.coupons.form.quantityInvalid';
    if (!until || Date.parse(until) <= Date.now()) found.expiresAt = 'console.coupons.form.expiryInvalid';
    if (code.trim() && (howMany !== 1 || !/^[A-Za-z0-9]{6,32}$/.test(code.trim())))
      found.code = 'console.coupons.form.codeInvalid';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !until) return;
    const result = await create({
      body: {
        title: title.trim(),
        count: howMany,
        itemCode: Number(itemCode),
        quantity: each,
        expiresAt: until,
        onePerMember,
        ...(code.trim() ? { code: code.trim() } : {}),
      },
    });
    if (result.error) setFailure(errorText(result.error));
    else onCreated();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.coupons.create')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" form="create-coupons" loading={isLoading}>
            {t('console.coupons.form.submit')}
          </Button>
        </>
      }
    >
      <form id="create-coupons" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextInput
          label={t('console.coupons.form.title')}
          maxLength={100}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title && t(errors.title)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            label={t('console.coupons.form.count')}
            type="number"
            min={1}
            max={COUPON_BATCH_MAX}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={errors.count && t(errors.count, { max: COUPON_BATCH_MAX })}
          />
          <SelectField
            label={t('console.coupons.form.item')}
            value={itemCode}
            onChange={(event) => setItemCode(event.target.value)}
          >
            {ISSUABLE_ITEMS.map((codeOf) => (
              <option key={codeOf} value={codeOf}>
                {itemName(codeOf)}
              </option>
            ))}
          </SelectField>
          <TextInput
            label={t('console.coupons.form.quantity')}
            type="number"
            min={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            error={errors.quantity && t(errors.quantity)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.coupons.form.expiresAt')}
            type="datetime-local"
            step={1}
            value={expiresAt}
            onChange={(event) => setExpiresAt(event.target.value)}
            error={errors.expiresAt && t(errors.expiresAt)}
          />
          <TextInput
            label={t('console.coupons.form.code')}
            hint={t('console.coupons.form.codeHint')}
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code && t(errors.code)}
          />
        </div>
        <Checkbox
          label={t('console.coupons.form.onePerMember')}
          checked={onePerMember}
          onChange={(event) => setOnePerMember(event.target.checked)}
        />
        <p className="text-xs text-muted">{t('console.coupons.form.ledgerNote')}</p>
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
