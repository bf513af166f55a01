// Subjects: the canonical name (lower case, singular, a noun) each lexicon word stands for, so "ran", "jogging"
// and "5k run" group as `running`, "eggs" as `egg`. A word not listed here is its own subject once singular.

export const SUBJECT_OF: Readonly<Record<string, string>> = {
  // food and drink
  berries: 'berry', blueberries: 'blueberry', strawberries: 'strawberry', veggies: 'vegetable', oats: 'oatmeal',
  porridge: 'oatmeal', espresso: 'coffee', latte: 'coffee', cappuccino: 'coffee', americano: 'coffee', 'flat white': 'coffee',
  mocha: 'coffee', macchiato: 'coffee', 'cold brew': 'coffee', yoghurt: 'yogurt', doughnut: 'donut', hamburger: 'burger', coke: 'cola', 'pb and j': 'peanut butter and jelly',
  'macaroni and cheese': 'mac and cheese', 'strawberries and cream': 'strawberries and cream',
  // supplements and medicines
  'vitamin d3': 'vitamin d', 'omega 3': 'omega-3', 'fish oil': 'fish oil', advil: 'ibuprofen', tylenol: 'paracetamol',
  acetaminophen: 'paracetamol', 'allergy pill': 'antihistamine', electrolyte: 'electrolytes',
  // activities
  ran: 'running', run: 'running', jog: 'running', jogged: 'running', jogging: 'running', marathon: 'running',
  walk: 'walking', walked: 'walking', hike: 'hiking', hiked: 'hiking', swim: 'swimming', swam: 'swimming',
  cycle: 'cycling', cycled: 'cycling', bike: 'cycling', biked: 'cycling', biking: 'cycling', 'bike ride': 'cycling',
  'spin class': 'cycling', 'worked out': 'workout', exercised: 'exercise', lift: 'weight training', lifted: 'weight training',
  lifting: 'weight training', weights: 'weight training', stretch: 'stretching', stretched: 'stretching', row: 'rowing',
  rowed: 'rowing', dance: 'dancing', danced: 'dancing', climb: 'climbing', climbed: 'climbing', ski: 'skiing',
  skied: 'skiing', skate: 'skating', pushup: 'push-up',
  // sleep
  slept: 'sleep', sleeping: 'sleep', 'woke up': 'sleep', 'wake up': 'sleep', woke: 'sleep', 'went to bed': 'sleep',
  bedtime: 'sleep', 'fell asleep': 'sleep', asleep: 'sleep', overslept: 'sleep', napped: 'nap', napping: 'nap',
  snooze: 'nap', 'restless night': 'sleep',
  // mood and stress
  stressed: 'stress', stressful: 'stress', anxious: 'anxiety', nervous: 'anxiety', worried: 'worry', happy: 'happiness',
  sad: 'sadness', angry: 'anger', irritable: 'irritability', irritated: 'irritability', annoyed: 'irritability',
  frustrated: 'frustration', tired: 'tiredness', exhausted: 'exhaustion', 'feeling down': 'low mood', 'felt down': 'low mood',
  'feeling low': 'low mood', 'felt low': 'low mood', depressed: 'low mood', 'felt great': 'good mood', 'feel great': 'good mood',
  'feeling great': 'good mood', meditated: 'meditation', meditate: 'meditation', 'burned out': 'burnout', 'burnt out': 'burnout',
  motivated: 'motivation', unmotivated: 'low motivation', lonely: 'loneliness', excited: 'excitement', grateful: 'gratitude',
  bored: 'boredom', tense: 'tension', relaxed: 'relaxation', joyful: 'joy', cheerful: 'cheerfulness', content: 'contentment',
  overwhelmed: 'overwhelm', upset: 'upset',
  // conditions
  nauseous: 'nausea', vomit: 'vomiting', vomited: 'vomiting', dizzy: 'dizziness', stomachache: 'stomach ache',
  bloated: 'bloating', itch: 'itching', itchy: 'itching', allergies: 'allergy', sneeze: 'sneezing', injured: 'injury',
  sprained: 'sprain', menstruation: 'period', 'check-up': 'checkup', diagnosis: 'diagnosis',
};

/** Lexicon words that say how or when, not what: they give no subject. */
export const NOT_SUBJECTS: ReadonlySet<string> = new Set([
  'ate', 'eat', 'eating', 'drank', 'drink', 'breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'snack', 'meal', 'dessert',
  'supplement', 'medication', 'medicine', 'meds', 'pill', 'tablet', 'capsule', 'dose', 'prescription', 'played', 'steps',
  '5k', '10k', 'mood', 'symptom', 'diagnosed', 'sick', 'ill', 'sore',
]);
