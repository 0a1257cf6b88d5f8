/** The words of a generated CV in each language CVs are written in. */
import type { CvLanguage, ReferenceType } from '@mp/contracts';

export interface CvTexts {
  title: string;
  about: string;
  services: string;
  skills: string;
  rate: string;
  perHour: (rate: string) => string;
  location: string;
  activity: string;
  references: string;
  referenceTypes: Record<ReferenceType, string>;
  rating: (rating: number) => string;
  footer: (tenant: string, date: string) => string;
}

const en: CvTexts = {
  title: 'Curriculum vitae',
  about: 'About',
  services: 'Services',
  skills: 'Skills',
  rate: 'Hourly rate',
  perHour: (rate) => `${rate} per hour`,
  location: 'Location',
  activity: 'Recent activity',
  references: 'References',
  referenceTypes: { professional: 'Professional', academic: 'Academic', personal: 'Personal' },
  rating: (rating) => `Rating: ${rating} of 5`,
  footer: (tenant, date) => `Generated from the profile on ${tenant}, ${date}.`,
};

const ua: CvTexts = {
  title: 'Резюме',
  about: 'Про мене',
  services: 'Послуги',
  skills: 'Навички',
  rate: 'Погодинна ставка',
  perHour: (rate) => `${rate} за годину`,
  location: 'Місцезнаходження',
  activity: 'Остання активність',
  references: 'Рекомендації',
  referenceTypes: { professional: 'Професійні', academic: 'Академічні', personal: 'Особисті' },
  rating: (rating) => `Оцінка: ${rating} з 5`,
  footer: (tenant, date) => `Створено з профілю на ${tenant}, ${date}.`,
};

const de: CvTexts = {
  title: 'Lebenslauf',
  about: 'Über mich',
  services: 'Dienstleistungen',
  skills: 'Fähigkeiten',
  rate: 'Stundensatz',
  perHour: (rate) => `${rate} pro Stunde`,
  location: 'Standort',
  activity: 'Neueste Aktivitäten',
  references: 'Referenzen',
  referenceTypes: { professional: 'Beruflich', academic: 'Akademisch', personal: 'Persönlich' },
  rating: (rating) => `Bewertung: ${rating} von 5`,
  footer: (tenant, date) => `Aus dem Profil auf ${tenant} erstellt, ${date}.`,
};

export const CV_TEXTS: Record<CvLanguage, CvTexts> = { en, ua, de };
