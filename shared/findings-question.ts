// Whether a chat question asks what goes with what ("does wine affect my sleep?", "what affects my mood?") or what
// to change ("what should I change to sleep better?"). Such a question is answered from the insights engine's
// findings and recommendations, the same figures /analytics shows (docs/AI.md "Chat"): the chat use case reads them
// only for these questions, and the local chat answers them from those figures. One rule, read by both.

/** Words that ask about an effect, a link, or what to change. */
const ASKS_ABOUT_FINDINGS = new RegExp(
  [
    String.raw`\b(?:affect|affects|affected|affecting|effect|effects|impact|impacts|influence|influences)\b`,
    String.raw`\b(?:cause|causes|caused|trigger|triggers|triggered)\b`,
    String.raw`\b(?:helps|helped|hurts|ruins|worsens)\b`,
    String.raw`\b(?:does|do|did) (?:\w+ ){1,2}(?:help|hurt|ruin|worsen)\b`,
    String.raw`\b(?:related|relate|linked|link|links|connected|correlat\w*)\b`,
    String.raw`\bgo(?:es)? (?:together )?with\b`,
    String.raw`\bwhat goes with\b`,
    String.raw`\b(?:what|does|do|did) (?:\w+ ){0,2}(?:makes?|gives?|made|gave) me\b`,
    String.raw`\b(?:to|me|can i|could i) (?:\w+ )?(?:better|worse)\b`,
    String.raw`\b(?:improve|improves)\b`,
    String.raw`\bshould i (?:change|do|try|stop|avoid|cut|drop|eat|drink|take|skip)\b`,
    String.raw`\b(?:what|how) (?:can|could|would) i (?:change|do|try)\b`,
    String.raw`\bwhy (?:do|did|am|was|is|does)\b`,
  ].join('|'),
);

/** Lower case and one space, as the question is read. */
const normal = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

/** A follow-up ("and coffee?", "what about mood?") reads with the question before it. */
const FOLLOW_UP = /^(?:and|what about|how about)\b/;

/**
 * Whether the question asks what goes with what, or what to change: answered from the findings. A follow-up asks it
 * when the person's previous question did.
 */
export function asksAboutFindings(query: string, history: readonly { role: string; content: string }[] = []): boolean {
  const text = normal(query);
  if (ASKS_ABOUT_FINDINGS.test(text)) return true;
  if (!FOLLOW_UP.test(text)) return false;
  const previous = [...history].reverse().find((m) => m.role === 'user' && String(m.content ?? '').trim());
  return previous !== undefined && ASKS_ABOUT_FINDINGS.test(normal(String(previous.content)));
}

/** Whether it asks for what to change ("what should I change", "how can I sleep better"): findings and recommendations. */
export function asksForAdvice(query: string): boolean {
  return /\b(?:should i|change|improve|better|tips?|advice|what (?:can|could|would) i (?:do|try))\b/.test(normal(query));
}
