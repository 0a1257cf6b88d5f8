import { useState } from 'react';
import { CV_LANGUAGES, generateCv, type CvLanguage } from '@mp/contracts';
import { readError, saveAs, useApi } from '@mp/remote-kit';
import { Alert, Button } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

/** The language a CV is asked in: the one on screen, when CVs are written in it. */
export function cvLanguage(language: string): CvLanguage | undefined {
  return (CV_LANGUAGES as readonly string[]).includes(language)
    ? (language as CvLanguage)
    : undefined;
}

/**
 * "Download CV (PDF)": the API draws the CV from the profile (docs/users.md#cv); the button is
 * busy meanwhile and a failure is said in words.
 */
export function CvDownload({ userId, username }: { userId: string | 'me'; username: string }) {
  const { t, i18n } = useProfileT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const pdf = await api.callFile(generateCv, {
        params: { userId },
        body: { lng: cvLanguage(i18n.language) },
      });
      saveAs(pdf, `cv-${username}.pdf`);
    } catch (error) {
      const read = readError(error);
      setFailed(
        read.kind === 'network'
          ? t('errors.network')
          : read.kind === 'forbidden'
            ? t('cv.forbidden')
            : t('cv.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mp-profile__cv">
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel={t('cv.generating')}
        onClick={() => void download()}
      >
        {busy ? t('cv.generating') : t('cv.download')}
      </Button>
      {failed && <Alert type="error">{failed}</Alert>}
    </div>
  );
}
