// The landing hero: the product's promise, the way in, and a small picture of text becoming entries.
import { Link } from 'react-router-dom';
import { loginView, paths } from '@/config/paths';

const sampleEntries = [
  { type: 'Food & Drinks', text: 'Oatmeal with blueberries', time: '8:00' },
  { type: 'Supplements', text: 'Vitamin D, 1000 IU', time: '8:05' },
  { type: 'Physical Activities', text: '5 km run', time: '18:30' },
  { type: 'Mood & Stress', text: 'Calm, a little tired', time: '21:00' },
];

export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero-copy">
        <span className="badge">Personal health assistant with AI</span>
        <h1 id="landing-title">Your health journal that writes itself.</h1>
        <p className="landing-lead">
          Type what you ate, took, slept, did and felt, or snap a photo. The AI turns it into structured entries you review and save, so
          your day becomes data you can look back on and ask about.
        </p>
        <div className="row">
          {signedIn ? (
            <Link className="btn btn-primary" to={paths.dashboard}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link className="btn btn-primary" to={loginView('register')}>
                Create free account
              </Link>
              <Link className="btn btn-secondary" to={paths.login}>
                Sign in
              </Link>
            </>
          )}
        </div>
      </div>
      <figure className="landing-demo card" aria-label="Example: one sentence becomes four entries">
        <p className="landing-demo-input">
          “Oatmeal with blueberries and my vitamin D at breakfast, ran 5k after work, feeling calm tonight.”
        </p>
        <ul className="landing-demo-entries">
          {sampleEntries.map((entry) => (
            <li key={entry.type}>
              <span className="badge">{entry.type}</span>
              <span className="landing-demo-text">{entry.text}</span>
              <span className="muted text-sm">{entry.time}</span>
            </li>
          ))}
        </ul>
        <figcaption className="muted text-sm">You confirm every entry before it is saved.</figcaption>
      </figure>
    </section>
  );
}
