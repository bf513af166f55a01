// The public landing page at /: what the product does and the way in.
import { useAuth } from '@/lib/auth';
import { LandingFeatures } from './components/landing-features';
import { LandingHeader } from './components/landing-header';
import { LandingHero } from './components/landing-hero';
import { LandingLinks } from './components/landing-links';
import { LandingSteps } from './components/landing-steps';
import './landing.css';

export function LandingPage() {
  const { isAuthenticated, isLoading } = useAuth();
  // While a stored session is being checked the page is drawn as it will most likely be, a member's: drawing the
  // visitor's header and then taking it away would shift the page (docs/FRONTEND.md "Signed in at first paint").
  const signedIn = isAuthenticated || isLoading;
  return (
    <div className="landing">
      {!signedIn && <LandingHeader />}
      <div className="page landing-main">
        <LandingHero signedIn={signedIn} />
        <LandingFeatures />
        <LandingSteps />
        <LandingLinks signedIn={signedIn} />
      </div>
    </div>
  );
}
