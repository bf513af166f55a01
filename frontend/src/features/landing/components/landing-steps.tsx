// How it works in three steps, and the medical disclaimer.
const steps = [
  { title: 'Write or snap', text: 'Describe your day in your own words, or add a photo.' },
  { title: 'Review', text: 'Check the entries the AI found and fix anything before saving.' },
  { title: 'Look back and ask', text: 'Browse your logs, export them, or chat about patterns.' },
];

export function LandingSteps() {
  return (
    <section className="landing-section" aria-labelledby="steps-title">
      <h2 id="steps-title">How it works</h2>
      <ol className="landing-steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className="landing-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="landing-disclaimer muted text-sm">
        This app is not a substitute for professional medical diagnosis or treatment. Always consult a doctor about your health.
      </p>
    </section>
  );
}
