// What the product does, in six short cards.
const features = [
  {
    title: 'AI capture from text and photo',
    text: 'Write a sentence or upload a photo of your meal. The AI extracts each item with its time, ready for you to confirm.',
  },
  {
    title: 'Seven log types',
    text: 'Food and drinks, supplements and medications, sleep, physical activity, mood and stress, health conditions and related data.',
  },
  {
    title: 'Chat about your own data',
    text: 'Ask the assistant how you slept this week or what you ate before a bad day. Answers come from your own entries.',
  },
  {
    title: 'Your time zone',
    text: '“Last night” and “yesterday at 8pm” are read in the time zone you choose, so entries land at the right moment when you travel.',
  },
  {
    title: 'CSV export',
    text: 'Download everything you have logged as one CSV file, whenever you like, to keep or to share with your doctor.',
  },
  {
    title: 'Private by design',
    text: 'Your data is encrypted in transit and at rest, never sold, and you can delete your account and all of it at any time.',
  },
];

export function LandingFeatures() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">Everything you need to understand your days</h2>
      <ul className="landing-features">
        {features.map((feature) => (
          <li key={feature.title} className="card">
            <h3 className="card-title">{feature.title}</h3>
            <p className="muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
