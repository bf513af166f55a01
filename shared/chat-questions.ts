// The questions the chat offers under its box and names in its help: ones the local assistant answers directly
// (test/api/ai-chat-questions.test.ts asks each of them of a seeded account, so they cannot silently break).
export const SUGGESTED_QUESTIONS = [
  'How did I sleep this week?',
  'Did I exercise yesterday?',
  'How was my mood this week?',
  'What is my weight trend?',
  'What did I eat today?',
] as const;

/** More questions it answers, named in its help. */
export const MORE_QUESTIONS = [
  'How did I sleep last night?',
  'How many days did I run in November?',
  'When did I last take magnesium?',
  'How stressed was I last week?',
  'How much protein did I eat yesterday?',
  'How many calories did I eat this week on average?',
  'What was my biggest source of sugar this week?',
  'Does coffee affect my sleep?',
  'What should I change to sleep better?',
  'What was my headache like?',
] as const;
