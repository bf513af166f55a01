// Frequently asked questions of the pricing page, as native disclosure widgets; the beta answer starts open.
const questions = [
  {
    q: 'Is it free right now?',
    a: 'Yes. The product is in beta with all features free. Paid plans will only matter once the beta ends, and we will tell you before anything changes.',
  },
  {
    q: 'What is an AI credit?',
    a: 'Each time the AI reads your text or photo, or answers a chat message, it uses one credit. A chat message in deeper health-analysis mode uses two.',
  },
  {
    q: 'What happens when my free trial ends?',
    a: 'The trial includes 100 AI credits or 30 days, whichever ends first, and 5 photo uploads. Afterwards your logs stay yours: you can still view, edit and export them.',
  },
  {
    q: 'Can I change or cancel my plan?',
    a: 'Yes, at any time from Settings. Plan changes take effect immediately, monthly limits reset immediately and the billing cycle starts at the change. To cancel, open Manage billing in Settings: your plan stays until the end of the month you paid for, then it ends.',
  },
  {
    q: 'How is my payment handled?',
    a: 'Card payments go through our payment provider’s secure hosted checkout. We never see or store your card number.',
  },
  {
    q: 'Is this medical advice?',
    a: 'No. The app is not a substitute for professional medical diagnosis. Please consult a doctor about your health.',
  },
];

export function PricingFaq() {
  return (
    <section className="pricing-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
      <div className="stack stack-sm">
        {questions.map(({ q, a }, index) => (
          <details key={q} className="card pricing-question" open={index === 0}>
            <summary>{q}</summary>
            <p className="muted">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
