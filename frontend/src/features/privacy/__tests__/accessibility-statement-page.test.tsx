// The accessibility statement (issue 12): a public-sector statement's sections in order, how to report a barrier (an
// address with a subject, what to include, when we reply), what was tested and how, and an honest compliance status.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTACT_EMAIL } from '@/config/constants';
import { AccessibilityStatementPage } from '../accessibility-statement-page';
import { ACCESSIBILITY_UPDATED } from '../policy-date';

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement as HTMLElement;

beforeEach(() =>
  render(
    <MemoryRouter>
      <AccessibilityStatementPage />
    </MemoryRouter>,
  ),
);

test('is titled Accessibility statement with its date and sections in order', () => {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility statement');
  expect(screen.getByText(`Last updated: ${ACCESSIBILITY_UPDATED}`)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Using Tend',
    'How accessible Tend is',
    'Reporting a barrier',
    'What we tested and how',
    'Compliance status',
    'Preparation of this statement',
  ]);
});

test('says how to report a barrier: the address with a subject, what to include, and when we reply', () => {
  const report = section('Reporting a barrier');
  const link = within(report).getByRole('link', { name: CONTACT_EMAIL });
  expect(link).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}?subject=Accessibility%20barrier`);
  expect(report).toHaveTextContent(/the page.s address/);
  expect(report).toHaveTextContent(/assistive technology you use/);
  expect(report).toHaveTextContent('We aim to reply within 5 working days.');
  expect(report).toHaveTextContent(/do not need an account/);
});

test('says what was tested, at which sizes, and what was not', () => {
  const tested = section('What we tested and how');
  expect(tested).toHaveTextContent(/axe-core.s WCAG 2\.0 and 2\.1 level A and AA rules on every page, signed out and signed in/);
  expect(tested).toHaveTextContent(/1280 px.*375 px/);
  for (const dialog of ['the log editor', 'All Chats', 'the time zone list', 'the review']) expect(tested).toHaveTextContent(dialog);
  expect(tested).toHaveTextContent(/Keyboard-only journeys/);
  expect(tested).toHaveTextContent(/screen readers \(NVDA, JAWS, VoiceOver and TalkBack\) is what we will do next/);
  expect(section('Compliance status')).toHaveTextContent(/WCAG\) 2\.2 at level AA\. Tend is partially compliant/);
  expect(section('How accessible Tend is')).toHaveTextContent(/Password reset links expire after 24 hours/);
});
