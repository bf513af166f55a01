// The public landing page at /: what the product does and the way in.
import { useAuth } from '@/lib/auth';
import { LandingFeatures } from './components/landing-features';
import { LandingHeader } from './components/landing-header';
import { LandingHero } from './components/landing-hero';
import { LandingLinks } from './components/landing-links';
import { LandingSteps } from './components/landing-steps';
import './landing.css';

export function LandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="landing">
      {!isAuthenticated && <LandingHeader />}
      <div className="page landing-main">
        <LandingHero signedIn={isAuthenticated} />
        <LandingFeatures />
        <LandingSteps />
        <LandingLinks signedIn={isAuthenticated} />
      </div>
    </div>
  );
}
