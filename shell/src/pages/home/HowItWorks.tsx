import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SIDES = {
  customer: {
    heading: 'home.how.customer.heading',
    steps: [
      ['home.how.customer.post.title', 'home.how.customer.post.text'],
      ['home.how.customer.compare.title', 'home.how.customer.compare.text'],
      ['home.how.customer.pay.title', 'home.how.customer.pay.text'],
    ],
  },
  freelancer: {
    heading: 'home.how.freelancer.heading',
    steps: [
      ['home.how.freelancer.profile.title', 'home.how.freelancer.profile.text'],
      ['home.how.freelancer.propose.title', 'home.how.freelancer.propose.text'],
      ['home.how.freelancer.paid.title', 'home.how.freelancer.paid.text'],
    ],
  },
} as const;

function Steps({ side }: { side: keyof typeof SIDES }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { heading, steps } = SIDES[side];
  return (
    <div className="mp-home-how__side" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(heading)}</h3>
      <ol className="mp-home-how__steps">
        {steps.map(([title, text]) => (
          <li key={title} className="mp-home-how__step">
            <strong>{t(title)}</strong>
            <span>{t(text)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "How it works", for customers and for freelancers. */
export function HowItWorks() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section id="how-it-works" className="mp-home-section mp-home-how" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.how.heading')}</h2>
      <div className="mp-home-how__sides">
        <Steps side="customer" />
        <Steps side="freelancer" />
      </div>
    </section>
  );
}
