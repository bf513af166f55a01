// The collapsible Instructions guide (docs/PRODUCT.md §2, §4 "Welcome guide"): greeting, getting-started steps (the two main features
// first: Your Data and the chat; then the panels, the profile and the time zone), time zone, account notes.
import { useState } from 'react';
import { useId } from '@/lib/use-id';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { DEFAULT_TIME_ZONE_PREFERENCE, useTimeZone } from '@/lib/time-zone';

/** Collapsed at first: returning people come for their data; the greeting and the toggle stay in view. */
export function WelcomeGuide({ initiallyExpanded = false }: { initiallyExpanded?: boolean }) {
  const { user } = useAuth();
  const { preference, zone } = useTimeZone();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const bodyId = useId();
  const name = user?.first_name || user?.username;
  const isDefaultZone = preference === DEFAULT_TIME_ZONE_PREFERENCE;

  return (
    <section className="card welcome-guide" aria-labelledby="welcome-guide-title">
      {/* The greeting, the line under it and the toggle are one grid: on a phone the toggle sits beside the greeting. */}
      <div className="welcome-guide-top">
        <h1 id="welcome-guide-title" className="welcome-guide-greeting">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </h1>
        <p className="welcome-guide-intro">
          Your personal health assistant: type or photograph what you ate, took, did or felt into Your Data, then ask the chat about your
          days.
        </p>
        <button
          type="button"
          className="btn btn-secondary welcome-guide-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          Instructions
          <span className="welcome-guide-chevron" aria-hidden="true" />
        </button>
      </div>

      <div id={bodyId} className="welcome-guide-body" hidden={!expanded}>
        <div className="welcome-guide-column">
          <h2 className="welcome-guide-heading">Getting started</h2>
          <ol className="welcome-guide-steps">
            <li>
              <strong>Tell it what happened.</strong> In <strong>Your Data</strong>, type it in your own words (&ldquo;two eggs and coffee
              at 8, ran 5 km yesterday evening&rdquo;) or add a photo of a meal or a label, then press <strong>Process Information</strong>.
              Check the items it found, change anything, and <strong>Confirm &amp; Save</strong>.
            </li>
            <li>
              <strong>Ask about your days.</strong> In the <strong>AI Chat Assistant</strong>, ask &ldquo;How did I sleep this week?&rdquo;
              or &ldquo;What did I eat today?&rdquo;; tick <strong>Analyze my health</strong> for a deeper look.
            </li>
            <li>
              The panels below show your latest entries of each kind: <strong>Add</strong> one by hand, or <strong>Edit</strong> to correct
              or delete them. Browse, filter by dates and correct everything on the <Link to={paths.logs}>Logs</Link> page.
            </li>
            <li>
              Complete your <Link to={paths.user}>profile</Link>: birth year, height and weight help the assistant understand your entries.
            </li>
            <li>
              Check your time zone. Yours is <strong>{preference}</strong>
              {isDefaultZone && <> (this device&rsquo;s zone, {zone})</>}; change it in <Link to={paths.settings}>Settings</Link> so every
              time you log and see is right.
            </li>
          </ol>
        </div>
        <div className="welcome-guide-column">
          <h2 className="welcome-guide-heading">Your data, your choice</h2>
          <ul className="welcome-guide-notes">
            <li>
              Download all your entries as a CSV file from <Link to={paths.settings}>Settings → Data Export</Link>.
            </li>
            <li>
              Your <Link to={paths.user}>profile page</Link> is also where you delete your account: that removes all your data for good.
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
