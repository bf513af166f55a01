// The checkout return page for now: a neutral, busy waiting card.
import { render, screen } from '@testing-library/react';
import { SubscriptionSuccessPage } from '../subscription-success-page';

test('says the subscription is being checked', () => {
  render(<SubscriptionSuccessPage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your subscription…');
});
