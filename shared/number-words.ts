// Numbers a person writes in words ("two eggs", "seven hours", "twenty minutes"): the counting words every reader of
// their words shares (the food amounts, the local AI's durations and sleep answers). Each reader adds its own
// words ("a dozen", "twice", "a couple of") beside these.

/** "one" to "twelve". */
export const ONE_TO_TWELVE: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** "twenty" to "fifty". */
export const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
