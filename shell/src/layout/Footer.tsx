import { useTranslation } from 'react-i18next';
import { tenantDisplayName, useShell } from '../shell-context';

export function Footer() {
  const { t } = useTranslation();
  const { tenantId } = useShell();
  const tenant = tenantDisplayName(tenantId);
  return (
    <footer className="mp-shell-footer">
      <p>{t('footer.intro')}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), tenant })}</p>
    </footer>
  );
}
