import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import type { SignupKind } from '@onair/store';
import { useBrand } from '@onair/store';
import { TabBar } from '@onair/ui';

export type SignupKindTabsProps = {
  kind: SignupKind;
  onSelect: (kind: SignupKind) => void;
  /** Partner mode: the domestic/foreigner tabs are disabled (SPEC section 2). */
  disabled?: boolean;
};

/** 내국인 / 외국인; hidden where the brand has no foreign signup. */
export function SignupKindTabs({ kind, onSelect, disabled = false }: SignupKindTabsProps) {
  const t = useT();
  const brand = useBrand();
  if (!isFeatureOn(brand, 'foreignSignup')) return null;
  return (
    <TabBar
      label={t('auth.signup.title')}
      size="sm"
      selected={kind}
      onSelect={onSelect}
      items={[
        { key: 'domestic', label: t('auth.tab.domestic'), disabled },
        { key: 'foreigner', label: t('auth.tab.foreigner'), disabled },
      ]}
    />
  );
}
