// The ladder's rules (spec section 4), in words.
import { useTranslation } from 'react-i18next';

const RULES = ['vip:rules.upgrade', 'vip:rules.daily', 'vip:rules.retention', 'vip:rules.demotion', 'vip:rules.rebate', 'vip:rules.withdrawal'] as const;

export function VipRules() {
  const { t } = useTranslation();
  return (
    <section className="vip-rules">
      <h3>{t('vip:rules.title')}</h3>
      <ol>
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}
