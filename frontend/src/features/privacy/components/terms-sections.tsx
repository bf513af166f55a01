// The sections of the Terms of Service: the service, the account, the medical disclaimer (the registration agreement's
// own words), plans and payment, cancellation, your data and its deletion, changes, contact. Plans from shared/plans.ts.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLANS, TRIAL_DAYS } from '@shared/plans';
import { APP_NAME as NAME, CONTACT_EMAIL } from '@/config/constants';
import { MEDICAL_AGREEMENT } from '@/config/legal';
import { paths } from '@/config/paths';

const { trial, basic, pro } = PLANS;
const price = (usd: number) => `$${usd}`;

export const termsSections: { title: string; body: ReactNode }[] = [
  {
    title: '1. The service',
    body: (
      <p>
        {NAME} is a personal health diary: you log what you eat and drink, the supplements and medications you take, your sleep, activity,
        mood and stress, and an AI turns your words or photos into entries you check before they are saved. You can chat with an AI
        assistant about your own entries. These terms apply whenever you use {NAME}; by creating an account you accept them.
      </p>
    ),
  },
  {
    title: '2. Your account',
    body: (
      <p>
        Keep your password to yourself: you are responsible for what is done with your account. Give a real e-mail address, so you can reset
        your password. One account is for one person&rsquo;s own data. Do not use {NAME} to break the law, to overload or probe the service,
        or to upload anything that is not yours to share.
      </p>
    ),
  },
  {
    title: '3. Not medical advice',
    body: (
      <>
        <p>
          {NAME} helps you keep track; it does not diagnose, treat or prevent any condition. Its AI can be wrong: check what it extracts
          before you save it, and never rely on its answers, summaries or findings for a medical decision. In an emergency, call your local
          emergency number.
        </p>
        <p>When you registered, you agreed to this:</p>
        <blockquote className="terms-agreement">{MEDICAL_AGREEMENT}</blockquote>
      </>
    ),
  },
  {
    title: '4. Plans and payment',
    body: (
      <>
        <ul>
          <li>
            {trial.name}: free, {trial.credits} AI credits or {TRIAL_DAYS} days (whichever ends first) and {trial.images} photo uploads.
          </li>
          <li>
            {basic.name}: {price(basic.priceUsdPerMonth)} a month, {basic.credits} AI credits and {basic.images} photo uploads each month.
          </li>
          <li>
            {pro.name}: {price(pro.priceUsdPerMonth)} a month, {pro.credits} AI credits and {pro.images} photo uploads each month.
          </li>
        </ul>
        <p>
          Paid plans renew every month until you cancel, and are charged to your card by our payment provider through its secure hosted
          checkout; {NAME} never sees your card number. A change between Basic and Pro takes effect immediately: the monthly limits reset at
          once and the billing cycle starts again on the day of the change. Unused credits do not carry over. Prices are shown on the{' '}
          <Link to={paths.pricing}>pricing page</Link>, in US dollars; taxes may apply where you live.
        </p>
      </>
    ),
  },
  {
    title: '5. Cancellation',
    body: (
      <p>
        You can cancel a paid plan at any time from Settings (Manage billing). The cancellation takes effect at the end of the period you
        have already paid for: until then your plan and its limits stay, and you are not charged again. We do not refund a period that has
        started, unless the law where you live says otherwise. After it ends, your account follows the free trial&rsquo;s rules, and your
        entries stay yours to view, edit and export.
      </p>
    ),
  },
  {
    title: '6. Your data and deleting it',
    body: (
      <p>
        Your entries, photos and chats are yours; we use them only to run {NAME} for you, as the{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains. You can download everything as a CSV file from Settings at any time.
        Deleting your account (from your profile, with your password) cancels any paid plan and permanently removes all your data; a deleted
        account cannot be restored.
      </p>
    ),
  },
  {
    title: '7. Availability and changes',
    body: (
      <p>
        We work to keep {NAME} available and your data safe, but the service is provided as it is, without a promise that it will never be
        interrupted or that the AI is always right. We may change these terms; we will tell you by e-mail or in the app before a change that
        affects a paid plan takes effect, and you can cancel before it does.
      </p>
    ),
  },
  {
    title: '8. Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];
