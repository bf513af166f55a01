// The sections of the accessibility statement, in the order of a public-sector statement: what you can do, what is not
// yet right, how to report a barrier, what was tested and how, the conformance status, and how the statement was made.
// "What we tested" says what the e2e suite checks (test/e2e/axe-routes.test.ts, keyboard-journeys.test.ts).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME as NAME, CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';
import { ACCESSIBILITY_UPDATED } from '../policy-date';

/** A report goes to the support address with a subject the team filters on. */
export const BARRIER_MAIL = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Accessibility barrier')}`;

export const accessibilitySections: { title: string; body: ReactNode }[] = [
  {
    title: `Using ${NAME}`,
    body: (
      <>
        <p>You should be able to:</p>
        <ul>
          <li>use every page and dialog with a keyboard alone, and always see where the focus is;</li>
          <li>
            use it with a screen reader: controls are named, dialogs say what they are, and messages such as a saved entry are announced;
          </li>
          <li>use it on a phone from 360 px wide without scrolling sideways, and zoom the page in your browser;</li>
          <li>
            read every text against its background (WCAG AA contrast), and turn off animation with your device&rsquo;s reduced-motion
            setting;
          </li>
          <li>read the Analytics chart as a table, day by day, with a screen reader.</li>
        </ul>
        <p>
          <a href="https://mcmw.abilitynet.org.uk/" rel="noreferrer">
            AbilityNet
          </a>{' '}
          has advice on making your device easier to use if you have a disability.
        </p>
      </>
    ),
  },
  {
    title: `How accessible ${NAME} is`,
    body: (
      <>
        <p>We know some parts are not yet fully accessible:</p>
        <ul>
          <li>
            A photo you add to an entry is described only by that entry&rsquo;s details; if the details are empty, a screen reader hears
            &ldquo;Entry image&rdquo;.
          </li>
          <li>
            Paying for a plan and managing billing happen on our payment provider&rsquo;s hosted pages, which it runs and we have not
            tested.
          </li>
          <li>
            Password reset links expire after 24 hours, for your account&rsquo;s safety. You can ask for a new link at any time from the
            sign-in page.
          </li>
          <li>
            We have not yet tested {NAME} with people who use screen readers, screen magnifiers or voice control, so there may be barriers
            our checks cannot find.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Reporting a barrier',
    body: (
      <>
        <p>
          If something in {NAME} stops you or slows you down &mdash; a control you cannot reach, a text you cannot read, a message you do
          not hear &mdash; please tell us at <a href={BARRIER_MAIL}>{CONTACT_EMAIL}</a>. You do not need an account to write to us. It helps
          if you include:
        </p>
        <ul>
          <li>the page&rsquo;s address, and what you were trying to do;</li>
          <li>what happened instead;</li>
          <li>your device and browser, and any assistive technology you use (for example a screen reader and its version).</li>
        </ul>
        <p>
          We aim to reply within 5 working days. If a barrier keeps you from your own data, we will help you reach it another way in the
          meantime &mdash; for example by sending you your entries as a CSV file, or by making a change to your account that you ask for.
        </p>
      </>
    ),
  },
  {
    title: 'What we tested and how',
    body: (
      <>
        <p>These checks run in our automated tests on every change, in the Chromium browser:</p>
        <ul>
          <li>
            axe-core&rsquo;s WCAG 2.0 and 2.1 level A and AA rules on every page, signed out and signed in, at a desktop width (1280 px) and
            a phone width (375 px), and on what opens over a page: the log editor with an entry being edited, All Chats, the time zone list
            and the review of what the AI found before it is saved. The bar is no violations.
          </li>
          <li>
            Keyboard-only journeys: describing a day and saving it after the review, editing and deleting a log entry (deleting asks with
            your browser&rsquo;s own confirmation), chatting with the assistant, and choosing a time zone.
          </li>
          <li>The main pages at phone widths (360 and 375 px), with nothing that scrolls sideways.</li>
        </ul>
        <p>
          Automated tools find only part of what can go wrong. Testing with disabled people and with screen readers (NVDA, JAWS, VoiceOver
          and TalkBack) is what we will do next; we will update this statement with what it finds.
        </p>
      </>
    ),
  },
  {
    title: 'Compliance status',
    body: (
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. {NAME} is <strong>partially compliant</strong>: the
        checks above pass, but until it has been tested by people who use assistive technology we cannot say it meets every criterion, and
        the parts listed under &ldquo;How accessible {NAME} is&rdquo; fall short.
      </p>
    ),
  },
  {
    title: 'Preparation of this statement',
    body: (
      <p>
        This statement was prepared on {ACCESSIBILITY_UPDATED} from the tests described above. We review it whenever {NAME} changes in a way
        that affects accessibility, and at least once a year. Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and{' '}
        <Link to={paths.termsOfService}>Terms of Service</Link> say how we handle what you send us.
      </p>
    ),
  },
];
