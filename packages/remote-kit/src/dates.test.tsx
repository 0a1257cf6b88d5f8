import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createStageI18n } from './stage';
import { DateText, useDates } from './dates';

const day = '2026-11-25T10:30:00.000Z';

function Stamps() {
  const dates = useDates();
  return <p>{`${dates.language}: ${dates.calendar(day)}`}</p>;
}

describe('DateText and useDates', () => {
  it('writes the calendar date in the reader language', async () => {
    const i18n = await createStageI18n('de');
    render(
      <I18nextProvider i18n={i18n}>
        <DateText value={day} />
        <Stamps />
      </I18nextProvider>,
    );
    const time = screen.getByText('25.11.2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', day);
    expect(screen.getByText('de: 25.11.2026')).toBeInTheDocument();
  });

  it('writes relative dates with the full date as their tooltip', async () => {
    const i18n = await createStageI18n('en');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    render(
      <I18nextProvider i18n={i18n}>
        <DateText value={twoDaysAgo} form="relative" />
      </I18nextProvider>,
    );
    expect(screen.getByText('2 days ago')).toHaveAttribute('title', expect.stringMatching(/202\d/));
  });

  it('writes again in the new language once its locale has loaded', async () => {
    const i18n = await createStageI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Stamps />
      </I18nextProvider>,
    );
    expect(screen.getByText('en: 25 Nov 2026')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ua'));
    expect(await screen.findByText('ua: 25.11.2026')).toBeInTheDocument();
  });

  it('shows nothing for a missing date', async () => {
    const i18n = await createStageI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <DateText value={null} />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
