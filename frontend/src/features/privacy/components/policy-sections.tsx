// The six sections of the privacy policy (docs/PRODUCT.md §2), in plain sentences.
import type { ReactNode } from 'react';
import { APP_NAME as NAME } from '@/config/constants';
import { CONTACT_EMAIL as POLICY_CONTACT_EMAIL } from '@/config/constants';

export const policySections: { title: string; body: ReactNode }[] = [
  {
    title: '1. Information you provide',
    body: (
      <>
        <p>
          When you create an account we collect your username, e-mail address and, if you choose, your first and last name. In your profile
          you may add your birth year, height, weight and gender.
        </p>
        <p>
          Everything you log is stored so you can see it again: the text you type, the photos you upload, the entries the AI extracts and
          you confirm, your time zone choice and your conversations with the AI assistant.
        </p>
      </>
    ),
  },
  {
    title: '2. Automatically collected data',
    body: (
      <p>
        To run the service we record technical data: the time and time-zone offset of each entry, how many AI requests and image uploads you
        use each month (to apply your plan's limits), and standard server logs such as IP address, browser type and request times, kept for
        security and troubleshooting. We do not use advertising trackers.
      </p>
    ),
  },
  {
    title: '3. Third-party services',
    body: (
      <>
        <p>We rely on a small number of providers who process data only on our behalf:</p>
        <ul>
          <li>an e-mail provider, to send password reset and account messages;</li>
          <li>a cloud provider, which stores your data and runs the AI models that read your entries;</li>
          <li>a server host, which runs the application and its database.</li>
        </ul>
        <p>Card payments are handled by our payment provider; {NAME} never sees or stores your card number.</p>
      </>
    ),
  },
  {
    title: '4. Data security',
    body: (
      <p>
        All traffic between your device and {NAME} is encrypted in transit with TLS, and your data, including photos, is encrypted at rest.
        Passwords are stored only as salted hashes, and access to production systems is limited to the people who need it.
      </p>
    ),
  },
  {
    title: '5. Your rights',
    body: (
      <p>
        You can access, modify or delete your data at any time through your account settings: edit your profile, change or delete any log
        entry, download all your data as a CSV file, or delete your account, which permanently removes everything you have stored with us.
      </p>
    ),
  },
  {
    title: '6. Contact',
    body: (
      <p>
        For any question about this policy or your data, write to <a href={`mailto:${POLICY_CONTACT_EMAIL}`}>{POLICY_CONTACT_EMAIL}</a>. We
        answer within 30 days.
      </p>
    ),
  },
];
