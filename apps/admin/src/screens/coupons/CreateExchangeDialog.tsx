import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import { eventItem, ITEM } from '@onair/contracts';
import { Button, Dialog, SelectField, TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { koreanInstant, toKoreanInput } from '../../time/korean-time';
import { FormFailure } from '../staff/FormFailure';
import { ISSUABLE_ITEMS, useItemName } from './item-names';

type Field = 'title' | 'rateFrom' | 'rateTo' | 'perMemberLimit' | 'endsAt';
type Errors = Partial<Record<Field, ConsoleMessageKey>>;

const positive = (text: string) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000_000 ? value : null;
};

/** An exchange event: rateFrom of one item become rateTo of another, within a window and a per-member limit. */
export function CreateExchangeDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = useConsoleT();
  const itemName = useItemName();
  const errorText = useApiErrorText();
  const [create, { isLoading }] = adminApi.useAdminCreateExchangeEventMutation();
  const [title, setTitle] = useState('');
  const [fromItem, setFromItem] = useState(String(eventItem(1)));
  const [toItem, setToItem] = useState(String(ITEM.currency));
  const [rateFrom, setRateFrom] = useState('10');
  const [rateTo, setRateTo] = useState('100');
  const [limit, setLimit] = useState('100');
  const [startsAt, setStartsAt] = useState(toKoreanInput(new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toKoreanInput(new Date(Date.now() + 7 * 86_400_000).toISOString()));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const start = koreanInstant(startsAt);
    const end = koreanInstant(endsAt);
    if (!title.trim()) found.title = 'console.validation.required';
    if (!positive(rateFrom)) found.rateFrom = 'console.coupons.form.quantityInvalid';
    if (!positive(rateTo)) found.rateTo = 'console.coupons.form.quantityInvalid';
    if (!positive(limit)) found.perMemberLimit = 'console.coupons.form.quantityInvalid';
    if (!start || !end || Date.parse(end) <= Date.parse(start)) found.endsAt = 'console.content.form.endAfterStart';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !start || !end) return;
    const result = await create({
      body: {
        title: title.trim(),
        fromItemCode: Number(fromItem),
        toItemCode: Number(toItem),
        rateFrom: Number(rateFrom),
        rateTo: Number(rateTo),
        perMemberLimit: Number(limit),
        startsAt: start,
        endsAt: end,
      },
    });
    if (result.error) setFailure(errorText(result.error));
    else onCreated();
  };

  const itemOptions = ISSUABLE_ITEMS.map((code) => (
    <option key={code} value={code}>
      {itemName(code)}
    </option>
  ));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.exchange.create')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" form="create-exchange" loading={isLoading}>
            {t('console.exchange.form.submit')}
          </Button>
        </>
      }
    >
      <form id="create-exchange" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextInput
          label={t('console.exchange.form.title')}
          maxLength={100}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title && t(errors.title)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('console.exchange.form.fromItem')}
            value={fromItem}
            onChange={(event) => setFromItem(event.target.value)}
          >
            {itemOptions}
          </SelectField>
          <SelectField
            label={t('console.exchange.form.toItem')}
            value={toItem}
            onChange={(event) => setToItem(event.target.value)}
          >
            {itemOptions}
          </SelectField>
          <TextInput
            label={t('console.exchange.form.rateFrom')}
            type="number"
            min={1}
            value={rateFrom}
            onChange={(event) => setRateFrom(event.target.value)}
            error={errors.rateFrom && t(errors.rateFrom)}
          />
          <TextInput
            label={t('console.exchange.form.rateTo')}
            type="number"
            min={1}
            value={rateTo}
            onChange={(event) => setRateTo(event.target.value)}
            error={errors.rateTo && t(errors.rateTo)}
          />
        </div>
        <TextInput
          label={t('console.exchange.form.perMemberLimit')}
          hint={t('console.exchange.form.perMemberLimitHint')}
          type="number"
          min={1}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={errors.perMemberLimit && t(errors.perMemberLimit)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.content.form.startsAt')}
            type="datetime-local"
            step={1}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
          <TextInput
            label={t('console.content.form.endsAt')}
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
