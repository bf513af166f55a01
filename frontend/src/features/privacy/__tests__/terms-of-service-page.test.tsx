// The Terms of Service (issue 11): a real page for a paid health product — its sections in order, the plans from
// shared/plans.ts, cancellation at the period's end, the registration agreement word for word, and data deletion.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PLANS } from '@shared/plans';
import { MEDICAL_AGREEMENT } from '@/config/legal';
import { TermsOfServicePage } from '../terms-of-service-page';

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement as HTMLElement;

beforeEach(() =>
  render(
    <MemoryRouter>
      <TermsOfServicePage />
    </MemoryRouter>,
  ),
);

test('is titled Terms of Service with its date and sections in order', () => {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
  expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '1. The service',
    '2. Your account',
    '3. Not medical advice',
    '4. Plans and payment',
    '5. Cancellation',
    '6. Your data and deleting it',
    '7. Availability and changes',
    '8. Contact',
  ]);
});

test('quotes the medical disclaimer a person agrees to on registration, word for word', () => {
  expect(within(section('3. Not medical advice')).getByText(MEDICAL_AGREEMENT)).toBeInTheDocument();
});

test('names each plan with its price and limits, and how a plan change works', () => {
  const plans = section('4. Plans and payment');
  expect(plans).toHaveTextContent(`Basic Plan: $5.9 a month, ${PLANS.basic.credits} AI credits and ${PLANS.basic.images} photo uploads`);
  expect(plans).toHaveTextContent('Pro Plan: $9.9 a month, 5000 AI credits and 100 photo uploads each month');
  expect(plans).toHaveTextContent('Free Trial: free, 100 AI credits or 30 days');
  expect(plans).toHaveTextContent(/monthly limits reset at once and the billing cycle starts again/);
  expect(within(plans).getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');
});

test('cancellation takes effect at the end of the paid period; deletion removes everything for good', () => {
  expect(section('5. Cancellation')).toHaveTextContent(
    /cancel a paid plan at any time from Settings .* at the end of the period you have already paid for/,
  );
  const data = section('6. Your data and deleting it');
  expect(data).toHaveTextContent(/permanently removes all your data; a deleted account cannot be restored/);
  expect(within(data).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('gives the contact address', () => {
  expect(within(section('8. Contact')).getByRole('link', { name: 'support@tendhealth.app' })).toHaveAttribute(
    'href',
    'mailto:support@tendhealth.app',
  );
});
